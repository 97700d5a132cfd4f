// Containing a program (sandbox.hpp): bwrap's arguments, the probe of what
// this machine offers, and a pids cgroup per run.
#include "sandbox.hpp"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "environment.hpp"
#include "files.hpp"
#include "process.hpp"

namespace harness {

namespace fs = std::filesystem;

namespace {

bool inside(const std::string& path, const std::string& folder) {
    return path == folder || (path.size() > folder.size() && path.compare(0, folder.size(), folder) == 0 &&
                              (folder.back() == '/' || path[folder.size()] == '/'));
}

// The folders a contained program does not see (each an empty tmpfs there): the users' homes, /run's sockets, shared
// temporary files, and this project's source and build folders (our programs, our tests).
const std::vector<std::string>& hidden_folders() {
    static const std::vector<std::string> folders = [] {
        std::vector<std::string> candidates = {"/home", "/root", "/run", "/var/tmp", "/mnt", "/media"};
        if (const char* home = std::getenv("HOME")) candidates.push_back(home);
        candidates.push_back(source_path(""));
        candidates.push_back(build_path(""));
        std::vector<std::string> kept;
        for (std::string folder : candidates) {
            std::error_code error;
            folder = fs::weakly_canonical(folder, error).string();
            if (error || folder.empty() || folder == "/" || !fs::is_directory(folder, error)) continue;
            if (inside(folder, kScratchInside) || inside("/usr", folder) || inside("/etc", folder)) continue;
            kept.push_back(folder);
        }
        std::sort(kept.begin(), kept.end());
        std::vector<std::string> outermost;
        for (const std::string& folder : kept)
            if (outermost.empty() || !inside(folder, outermost.back())) outermost.push_back(folder);
        return outermost;
    }();
    return folders;
}

// Where this process's cgroup is in a writable pids hierarchy, if anywhere:
// cgroup v1's pids controller, or cgroup v2's root with pids enabled below it.
std::string find_pids_cgroups() {
    std::ifstream mounts("/proc/self/mounts"), own("/proc/self/cgroup");
    std::string v1_mount, v2_mount, v1_path;
    for (std::string device, point, type, flags, line; std::getline(mounts, line);) {
        std::istringstream(line) >> device >> point >> type >> flags;
        if (type == "cgroup" && ("," + flags + ",").find(",pids,") != std::string::npos) v1_mount = point;
        if (type == "cgroup2") v2_mount = point;
    }
    for (std::string line; std::getline(own, line);) {
        const std::size_t first = line.find(':'), second = line.find(':', first + 1);
        if (second != std::string::npos &&
            ("," + line.substr(first + 1, second - first - 1) + ",").find(",pids,") != std::string::npos)
            v1_path = line.substr(second + 1);
    }
    std::vector<std::string> candidates;
    if (!v1_mount.empty()) candidates.push_back(v1_mount + (v1_path == "/" ? "" : v1_path));
    if (!v2_mount.empty()) {
        std::ifstream controllers(v2_mount + "/cgroup.subtree_control");
        std::string enabled;
        std::getline(controllers, enabled);
        if ((" " + enabled + " ").find(" pids ") != std::string::npos) candidates.push_back(v2_mount);
    }
    for (const std::string& folder : candidates) {
        const std::string probe = folder + "/judge-probe." + std::to_string(getpid());
        std::error_code error;
        if (!fs::create_directory(probe, error)) continue;
        std::ofstream limit(probe + "/pids.max");
        limit << "8\n";
        limit.close();
        const bool writable = static_cast<bool>(limit);
        fs::remove(probe, error);
        if (writable) return folder;
    }
    return "";
}

SandboxSupport probe() {
    SandboxSupport support;
    support.pids_cgroups = find_pids_cgroups();
    support.bwrap = executable_in_path("bwrap");
    if (support.bwrap.empty()) {
        support.why_not = "bwrap is not installed (Debian package bubblewrap)";
        return support;
    }
    const RunResult version = run_process({support.bwrap, "--version"}, "", 10);
    support.version = version.out.substr(0, version.out.find('\n'));
    std::vector<std::string> trial = bwrap_arguments(Sandbox{true, {}, ""}, 1024, -1, "");
    trial.insert(trial.begin(), support.bwrap);
    const std::string truth = executable_in_path("true");
    trial.push_back(truth.empty() ? "/bin/true" : truth);
    const RunResult run = run_process(trial, "", 30);
    if (!run.exited || run.exit_code != 0) {
        const std::string said = run.err.substr(0, run.err.find('\n'));
        support.why_not = "bwrap cannot make its namespaces here (" + (said.empty() ? "no message" : said) + ")";
    }
    return support;
}

std::atomic<long> cgroups_made{0};

}  // namespace

const SandboxSupport& sandbox_support() {
    static const SandboxSupport support = probe();
    return support;
}

std::string process_limit_mechanism(bool sandboxed) {
    const SandboxSupport& support = sandbox_support();
    if (!support.pids_cgroups.empty()) return "a pids cgroup per run (in " + support.pids_cgroups + ")";
    if (getuid() == 0) return "";  // the kernel does not apply RLIMIT_NPROC to root
    return sandboxed ? "RLIMIT_NPROC, counted in the sandbox's own user namespace"
                     : "RLIMIT_NPROC, counted with the user's other processes";
}

bool hidden_in_sandbox(const std::string& path) {
    for (const std::string& folder : hidden_folders())
        if (inside(path, folder)) return true;
    return false;
}

namespace {

// Whether a contained program sees this path without a bind of its own:
// outside the folders the sandbox hides and the ones it makes anew.
bool shown_anyway(const std::string& path) {
    std::error_code error;
    const std::string real = fs::canonical(path, error).string();
    if (error) return false;
    for (const char* made : {kScratchInside, "/dev", "/proc"})
        if (inside(real, made)) return false;
    return !hidden_in_sandbox(real);
}

}  // namespace

std::vector<std::string> absolute_command(const std::vector<std::string>& command, std::vector<std::string>& readable,
                                          bool words_as_given) {
    std::vector<std::string> absolute = command;
    for (std::size_t k = 0; k < absolute.size(); ++k) {
        std::string& word = absolute[k];
        std::error_code error;
        if (k == 0 && word.find('/') == std::string::npos) {
            const std::string found = executable_in_path(word);
            if (!found.empty()) word = found;
            if (!found.empty() && !shown_anyway(found)) readable.push_back(found);
            continue;
        }
        if (word.empty() || word[0] == '-' || (words_as_given && word[0] != '/') || !fs::exists(word, error)) continue;
        word = fs::absolute(word, error).lexically_normal().string();
        if (word.size() > 1 && word.back() == '/') word.pop_back();
        if (!shown_anyway(word)) readable.push_back(word);
    }
    return absolute;
}

std::vector<std::string> bwrap_arguments(const Sandbox& sandbox, long scratch_kib, int info_fd,
                                         const std::string& cgroup_procs) {
    const std::string scratch_bytes = std::to_string(std::max(scratch_kib, 64L) * 1024);
    // No capabilities, even for root: with them a program could mount over
    // what it sees, or read the launcher's descriptors.
    std::vector<std::string> args = {"--unshare-all",
                                     "--die-with-parent",
                                     "--new-session",
                                     "--as-pid-1",
                                     "--cap-drop",
                                     "ALL",
                                     "--ro-bind",
                                     "/",
                                     "/",
                                     "--dev",
                                     "/dev",
                                     "--proc",
                                     "/proc",
                                     "--size",
                                     scratch_bytes,
                                     "--tmpfs",
                                     "/dev/shm",
                                     "--size",
                                     scratch_bytes,
                                     "--tmpfs",
                                     kScratchInside};
    // Empty, and read-only to the program, which has no capability to pass over the mode.
    for (const std::string& folder : hidden_folders())
        args.insert(args.end(), {"--perms", "0555", "--size", "4096", "--tmpfs", folder});
    for (const std::string& path : sandbox.readable) args.insert(args.end(), {"--ro-bind", path, path});
    if (!sandbox.writable.empty()) args.insert(args.end(), {"--bind", sandbox.writable, sandbox.writable});
    if (!cgroup_procs.empty()) args.insert(args.end(), {"--bind", cgroup_procs, kCgroupProcsInside});
    args.insert(args.end(), {"--remount-ro", "/dev"});  // bwrap's own tmpfs, where nothing is to be written
    if (info_fd >= 0) args.insert(args.end(), {"--info-fd", std::to_string(info_fd)});
    args.insert(args.end(), {"--chdir", kScratchInside, "--"});
    return args;
}

PidsCgroup::PidsCgroup(long most_tasks) {
    const std::string& root = sandbox_support().pids_cgroups;
    if (root.empty()) return;
    const std::string folder =
        root + "/judge." + std::to_string(getpid()) + "." + std::to_string(cgroups_made.fetch_add(1));
    std::error_code error;
    if (!fs::create_directory(folder, error)) return;
    std::ofstream limit(folder + "/pids.max");
    limit << most_tasks << "\n";
    limit.close();
    if (limit) folder_ = folder;
    else fs::remove(folder, error);
}

void PidsCgroup::kill_all() const {
    if (folder_.empty()) return;
    for (int round = 0; round < 50; ++round) {
        std::ifstream listed(procs());
        bool any = false;
        for (long pid; listed >> pid;) any = true, kill(static_cast<pid_t>(pid), SIGKILL);
        if (!any) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
}

PidsCgroup::~PidsCgroup() {
    if (folder_.empty()) return;
    kill_all();
    // A cgroup is removable once its last task is released, a moment after it ended.
    for (int tries = 0; tries < 100 && rmdir(folder_.c_str()) != 0 && errno == EBUSY; ++tries)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

}  // namespace harness
