#include "judging.hpp"

#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <sstream>

namespace harness {

std::string signal_name(int signal_number) {
    static const std::pair<int, const char*> names[] = {
        {SIGHUP, "SIGHUP"},   {SIGINT, "SIGINT"},   {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},   {SIGTRAP, "SIGTRAP"},
        {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},   {SIGKILL, "SIGKILL"}, {SIGUSR1, "SIGUSR1"},
        {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"}, {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"},
        {SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"}, {SIGSYS, "SIGSYS"}};
    for (const auto& entry : names)
        if (entry.first == signal_number) return entry.second;
    return "signal " + std::to_string(signal_number);
}

std::string seconds_text(double seconds) {
    std::ostringstream text;
    text << seconds;
    return text.str();
}

std::string failure_text(const Verdict& verdict, double timeout) {
    switch (verdict.failure) {
        case Failure::wrong_answer: return "gave a different answer";
        case Failure::crashed:
            return "crashed with signal " + std::to_string(verdict.got.signal) + " (" +
                   signal_name(verdict.got.signal) + ")";
        case Failure::bad_exit: return "exited with status " + std::to_string(verdict.got.exit_code);
        case Failure::timed_out: return "no answer in " + seconds_text(timeout) + " s";
        case Failure::memory: return "used more memory than allowed";
        case Failure::output: return "wrote more output than allowed";
        case Failure::none: break;
    }
    return "agreed";
}

bool same_failure(const Verdict& a, const Verdict& b) {
    if (a.failure != b.failure || a.reference_failed || b.reference_failed) return false;
    if (a.failure == Failure::crashed) return a.got.signal == b.got.signal;
    if (a.failure == Failure::bad_exit) return a.got.exit_code == b.got.exit_code;
    return true;
}

Failure failure_of(const RunResult& got, const std::string& expected) {
    if (got.timed_out || got.cpu_exceeded) return Failure::timed_out;
    if (got.memory_exceeded) return Failure::memory;
    if (got.output_exceeded) return Failure::output;
    if (got.signal != 0) return Failure::crashed;
    if (got.exit_code != 0) return Failure::bad_exit;
    if (output_tokens(got.out) != output_tokens(expected)) return Failure::wrong_answer;
    return Failure::none;
}

Verdict Judge::judge(const std::string& input) {
    ++runs_;
    Verdict verdict;
    // The reference is fast; its generous limit only guards against a hang.
    verdict.expected = run_process({reference_}, input, std::max(10.0, 5 * limits_.wall_seconds));
    if (!verdict.expected.exited || verdict.expected.exit_code != 0) {
        verdict.reference_failed = true;
        return verdict;
    }
    verdict.got = run_process(command_, input, limits_);
    last_command_seconds_ = verdict.got.seconds;
    if (verdict.got.failed_to_start) verdict.command_failed_to_start = true;
    else verdict.failure = failure_of(verdict.got, verdict.expected.out);
    return verdict;
}

Progress::Progress(std::string tool)
    : tool_(std::move(tool)),
      enabled_(isatty(STDERR_FILENO) == 1),
      start_(std::chrono::steady_clock::now()),
      last_(start_) {}

double Progress::elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void Progress::show(const std::string& what) {
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    char line[256];
    std::snprintf(line, sizeof line, "\r\033[K%s: %s, %.1f s", tool_.c_str(), what.c_str(), elapsed());
    std::fputs(line, stderr);
    std::fflush(stderr);
}

void Progress::clear() {
    if (!enabled_) return;
    std::fputs("\r\033[K", stderr);
    std::fflush(stderr);
}

namespace {

void on_interrupt(int signal_number) {
    kill_running_process();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

}  // namespace

void kill_children_on_interrupt() {
    for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) signal(signal_number, on_interrupt);
}

void print_text(std::ostream& out, const std::string& text) {
    if (text.empty()) {
        out << "(nothing)\n";
        return;
    }
    const std::size_t kShown = 20000;
    out << text.substr(0, kShown);
    if (text.size() > kShown) out << "\n... (" << text.size() - kShown << " more bytes)";
    if (text.back() != '\n') out << '\n';
}

std::size_t first_differing_token(const std::string& expected, const std::string& got) {
    const std::vector<std::string> want = output_tokens(expected), have = output_tokens(got);
    std::size_t i = 0;
    while (i < want.size() && i < have.size() && want[i] == have[i]) ++i;
    return i;
}

std::string first_difference(const std::string& expected, const std::string& got) {
    const std::vector<std::string> want = output_tokens(expected), have = output_tokens(got);
    const std::size_t i = first_differing_token(expected, got);
    const std::string shown_want = i < want.size() ? "\"" + want[i] + "\"" : "the end of the output";
    const std::string shown_have = i < have.size() ? "\"" + have[i] + "\"" : "the end of the output";
    return "first difference at token " + std::to_string(i + 1) + ": expected " + shown_want + ", got " + shown_have;
}

std::string plural(long long count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

std::string command_text(const std::vector<std::string>& command) {
    std::string text;
    for (const std::string& word : command) text += (text.empty() ? "" : " ") + word;
    return text;
}

}  // namespace harness
