import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the browser with a deadline. Chromium starts helper processes (zygote, renderer, GPU
/// and network services), so it is started in a process group of its own and the whole group is
/// killed when the deadline passes, and again once the browser has exited, so no helper outlives
/// a test. Output goes to files, not pipes, so a chatty browser can never block on a full pipe.
enum BrowserProcess {
    struct Outcome {
        /// The exit status, or nil when the browser was killed by a signal.
        let exitStatus: Int32?
        /// The signal that ended it, if one did.
        let signal: Int32?
        let timedOut: Bool
        let seconds: Double
        /// The group the browser and its helpers ran in (its id is the browser's pid).
        let processGroup: pid_t
    }

    struct LaunchFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// How often the deadline is checked while the browser runs.
    private static let pollMicroseconds: useconds_t = 20_000

    static func run(executable: String, arguments: [String], environment: [String: String],
                    standardOutput: URL, standardError: URL, timeoutSeconds: Double) throws -> Outcome {
        let start = Date()
        #if os(Linux)
        var fileActions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var fileActions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 1, standardOutput.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&fileActions, 2, standardError.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Process group 0: a new group whose id is the child's pid.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        // Sorted so every run hands the browser the same environment in the same order.
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let spawnStatus = posix_spawn(&pid, executable, &fileActions, &attributes, argv, envp)
        guard spawnStatus == 0 else {
            throw LaunchFailure(description: "could not start \(executable): \(String(cString: strerror(spawnStatus)))")
        }

        var status: Int32 = 0
        var timedOut = false
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited == -1 && errno != EINTR {
                throw LaunchFailure(description: "waitpid failed for \(executable): \(String(cString: strerror(errno)))")
            }
            if Date().timeIntervalSince(start) > timeoutSeconds {
                timedOut = true
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                break
            }
            usleep(pollMicroseconds)
        }
        // Helpers whose parent has gone keep the group's id (Linux does not reuse a pid while a
        // group still carries it), so this reaches every leftover and nothing else.
        kill(-pid, SIGKILL)

        // The wait status: the low seven bits are the terminating signal, zero for a normal exit.
        let signalled = status & 0x7f != 0
        return Outcome(exitStatus: signalled ? nil : (status >> 8) & 0xff, signal: signalled ? status & 0x7f : nil, timedOut: timedOut,
                       seconds: Date().timeIntervalSince(start), processGroup: pid)
    }

    /// The processes of the group the browser ran in that are still running (for the timeout
    /// test). A killed helper stays a zombie until its new parent reaps it, and a zombie no longer
    /// runs, so on Linux the group is read from /proc and zombies are left out.
    static func runningMembers(ofGroup groupID: pid_t) -> [pid_t] {
        #if os(Linux)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let nameEnd = stat.lastIndex(of: ")") else { return nil }
            // After "pid (name) ": state, parent, process group.
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", pid_t(fields[2]) == groupID else { return nil }
            return pid
        }.sorted()
        #else
        return kill(-groupID, 0) == 0 ? [groupID] : []
        #endif
    }
}
