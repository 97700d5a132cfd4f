// Containing a program: bubblewrap's namespaces (its own processes, no
// network, the file system read-only but a scratch folder, the user's and
// this project's folders out of sight), and a limit on its processes (a pids
// cgroup, or RLIMIT_NPROC); what this machine offers of them. run_process
// (process.hpp) applies them to a run whose RunLimits ask for it; what each
// guarantees: docs/testing.md#what-the-judge-guarantees-the-machine.
#pragma once

#include <string>
#include <vector>

namespace harness {

// What a contained program may see besides the system's folders (read-only).
struct Sandbox {
    bool on = false;                    // in bwrap (sandbox_support().contained())
    std::vector<std::string> readable;  // files and folders it may read, at their absolute paths
    std::string writable;               // a folder it may also write (a compiler's output)
    // The command's words are meant as they are (a command of the languages
    // table, its paths absolute): a relative word is not taken for a file.
    bool words_as_given = false;
};

// What this machine offers, probed once (a run of bwrap, a cgroup made and removed).
struct SandboxSupport {
    std::string bwrap;    // bwrap's path, empty when it is not installed
    std::string version;  // "bubblewrap 0.8.0"
    std::string why_not;  // why programs cannot be contained here, empty when they can
    // A folder of a writable pids cgroup hierarchy, where each run gets a
    // cgroup of its own; empty when there is none.
    std::string pids_cgroups;
    bool contained() const { return why_not.empty(); }
};
const SandboxSupport& sandbox_support();

// How the number of a run's processes is limited: "a pids cgroup",
// "RLIMIT_NPROC in the sandbox's user namespace", ... or "" when it is not.
std::string process_limit_mechanism(bool sandboxed);

// Whether the sandbox hides this path (absolute, canonical): it lies in a
// folder that a contained program sees empty (the users' homes, this
// project's folders, ...).
bool hidden_in_sandbox(const std::string& path);

// The command with its program and every argument that names an existing
// file or folder as absolute paths (a contained program runs in its scratch
// folder; with words_as_given only the absolute ones are taken), each of
// those that the sandbox would not show added to `readable`; the program is
// looked up in PATH when it has no '/'.
std::vector<std::string> absolute_command(const std::vector<std::string>& command, std::vector<std::string>& readable,
                                          bool words_as_given = false);

// bwrap's arguments up to and including "--", for a run with a scratch
// folder of scratch_kib at /tmp, bwrap's report of the sandbox's pid on
// info_fd, and the cgroup.procs file of the run's pids cgroup bound at
// kCgroupProcsInside (none when empty).
std::vector<std::string> bwrap_arguments(const Sandbox& sandbox, long scratch_kib, int info_fd,
                                         const std::string& cgroup_procs);
constexpr const char* kScratchInside = "/tmp";
constexpr const char* kCgroupProcsInside = "/run/judge/cgroup.procs";

// A pids cgroup of its own for one run, removed with this object.
class PidsCgroup {
public:
    explicit PidsCgroup(long most_tasks);  // no cgroup (procs() empty) where the machine has none
    ~PidsCgroup();
    PidsCgroup(const PidsCgroup&) = delete;
    PidsCgroup& operator=(const PidsCgroup&) = delete;
    std::string procs() const { return folder_.empty() ? "" : folder_ + "/cgroup.procs"; }
    void kill_all() const;  // every process still in it

private:
    std::string folder_;
};

}  // namespace harness
