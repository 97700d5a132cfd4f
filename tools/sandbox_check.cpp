#include "sandbox_check.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>

#include "environment.hpp"
#include "process.hpp"
#include "sandbox.hpp"

namespace judge_tool {

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A TCP port listening on 127.0.0.1, closed with this object.
class Listener {
public:
    Listener() : fd_(socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0)) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof address;
        if (fd_ < 0 || bind(fd_, reinterpret_cast<sockaddr*>(&address), size) != 0 || listen(fd_, 4) != 0 ||
            getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &size) != 0)
            return;
        port_ = ntohs(address.sin_port);
    }
    ~Listener() {
        if (fd_ >= 0) close(fd_);
    }
    int port() const { return port_; }
    bool reached() const {  // a connection is waiting
        fcntl(fd_, F_SETFL, O_NONBLOCK);
        const int connection = accept(fd_, nullptr, nullptr);
        if (connection >= 0) close(connection);
        return connection >= 0;
    }

private:
    int fd_;
    int port_ = 0;
};

}  // namespace

int check_sandbox(long process_limit) {
    const harness::SandboxSupport& support = harness::sandbox_support();
    const bool sandboxed = support.contained();
    std::cout << "bwrap:      "
              << (support.bwrap.empty() ? "not installed (Debian package bubblewrap)"
                                        : support.bwrap + " (" + support.version + ")")
              << "\n";
    std::cout << "namespaces: "
              << (sandboxed ? "the program gets its own processes, network, mounts, IPC and host name"
                            : "none: " + support.why_not)
              << "\n";
    const std::string mechanism = harness::process_limit_mechanism(sandboxed);
    std::cout << "processes:  "
              << (mechanism.empty() ? "no limit (the kernel does not apply RLIMIT_NPROC to root, and no pids cgroup "
                                      "is writable here)"
                                    : "at most " + std::to_string(process_limit) + " at once, by " + mechanism)
              << "\n";

    // The trial: a program that leaves a process running in a session of its
    // own, writes into this folder and into its scratch folder, and connects
    // to a port this process listens on.
    Listener listener;
    const std::string here = std::filesystem::current_path().string();
    const std::string probe = here + "/.judge-sandbox-probe." + std::to_string(getpid());
    const bool probe_existed = std::filesystem::exists(probe);
    harness::RunLimits limits;
    limits.launcher = harness::build_path("tools/run_measured");
    limits.wall_seconds = 30;
    limits.processes = process_limit;
    limits.scratch_kib = 1024;
    limits.sandbox.on = sandboxed;
    const std::string script =
        "setsid sleep 30 </dev/null >/dev/null 2>&1 &\n"
        ": > \"$1/.judge-sandbox-probe.$2\" 2>/dev/null && echo wrote-outside\n"
        ": > \"$TMPDIR/probe\" 2>/dev/null && echo wrote-scratch\n"
        "(echo > /dev/tcp/127.0.0.1/$3) 2>/dev/null && echo connected\n"
        "exit 0\n";
    const harness::RunResult run = harness::run_process(
        {"bash", "-c", script, "bash", here, std::to_string(getpid()), std::to_string(listener.port())}, "", limits);
    if (!probe_existed) std::filesystem::remove(probe);
    if (run.failed_to_start || !run.exited) {
        std::cout << "trial:      could not run bash in the sandbox: " << run.err << "\n";
        return 1;
    }
    const bool network = listener.reached() || contains(run.out, "connected");
    const bool files = contains(run.out, "wrote-outside") || !contains(run.out, "wrote-scratch");
    const bool leftover = run.processes_left < 1;
    std::cout << "trial:      " << (network ? "it reached" : "it did not reach") << " a port listening on 127.0.0.1; "
              << (contains(run.out, "wrote-outside") ? "it wrote" : "it could not write")
              << " into the current folder, " << (contains(run.out, "wrote-scratch") ? "and could" : "and could not")
              << " into its scratch folder; "
              << (leftover ? "the process it left running was not found" : "the process it left running was ended")
              << "\n";
    const bool contained = sandboxed && !mechanism.empty() && !network && !files && !leftover;
    std::cout << (contained ? "Programs are contained here." : "Programs are not fully contained here.") << "\n";
    return contained ? 0 : 1;
}

}  // namespace judge_tool
