#include "referee.hpp"

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

const char* code(Verdict verdict) {
    static const char* const codes[] = {"AC", "WA", "TLE", "MLE", "RE", "OLE", "CE"};
    return codes[static_cast<int>(verdict)];
}

const char* words(Verdict verdict) {
    static const char* const texts[] = {
        "Accepted",      "Wrong answer",          "Time limit exceeded", "Memory limit exceeded",
        "Runtime error", "Output limit exceeded", "Compilation error"};
    return texts[static_cast<int>(verdict)];
}

bool allocation_failed(const RunResult& run) {
    for (const char* sign :
         {"bad_alloc", "MemoryError", "java.lang.OutOfMemoryError", "JavaScript heap out of memory",
          "memory allocation of", "AddressSanitizer: out of memory", "AddressSanitizer failed to allocate",
          "ERROR: AddressSanitizer: requested allocation size", "ERROR: Failed to mmap"})
        if (run.err.find(sign) != std::string::npos) return true;
    return false;
}

Verdict verdict_of(const RunResult& run, const std::string& expected) {
    if (run.timed_out || run.cpu_exceeded) return Verdict::TLE;
    if (run.memory_exceeded) return Verdict::MLE;
    if (run.output_exceeded) return Verdict::OLE;
    if (run.signal != 0 || run.exit_code != 0) return allocation_failed(run) ? Verdict::MLE : Verdict::RE;
    return output_tokens(run.out) == output_tokens(expected) ? Verdict::AC : Verdict::WA;
}

std::string failure_text(const Comparison& comparison, double timeout) {
    const RunResult& got = comparison.got;
    switch (comparison.verdict) {
        case Verdict::WA: return "gave a different answer";
        case Verdict::RE:
            return got.signal
                       ? "crashed with signal " + std::to_string(got.signal) + " (" + signal_name(got.signal) + ")"
                       : "exited with status " + std::to_string(got.exit_code);
        case Verdict::TLE: return "no answer in " + seconds_text(timeout) + " s";
        case Verdict::MLE: return "used more memory than allowed";
        case Verdict::OLE: return "wrote more output than allowed";
        case Verdict::AC:
        case Verdict::CE: break;
    }
    return "agreed";
}

bool same_failure(const Comparison& a, const Comparison& b) {
    if (a.verdict != b.verdict || a.reference_failed || b.reference_failed) return false;
    if (a.verdict == Verdict::RE) return a.got.signal == b.got.signal && a.got.exit_code == b.got.exit_code;
    return true;
}

Comparison Referee::compare(const std::string& input) {
    ++runs_;
    Comparison comparison;
    // The reference is fast; its generous limit only guards against a hang.
    comparison.expected = run_process({reference_}, input, std::max(10.0, 5 * limits_.wall_seconds));
    if (!comparison.expected.exited || comparison.expected.exit_code != 0) {
        comparison.reference_failed = true;
        return comparison;
    }
    comparison.got = run_process(command_, input, limits_);
    last_command_seconds_ = comparison.got.seconds;
    if (comparison.got.failed_to_start) comparison.command_failed_to_start = true;
    else comparison.verdict = verdict_of(comparison.got, comparison.expected.out);
    return comparison;
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
