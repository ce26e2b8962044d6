import Foundation

/// Runs bench/kiwi_bench.py on the exported systems, one child process per workload.
struct KiwiRunner {
    let python: String
    let script: String
    let directory: URL

    /// nil (with the reason) when python3, the script or the kiwisolver module is missing.
    static func locate(python name: String, script explicit: String?, directory: URL) -> (KiwiRunner?, String) {
        guard let python = findOnPath(name) else { return (nil, "kiwisolver not installed: comparison skipped (\(name) not found)") }
        let candidates = explicit.map { [$0] } ?? [
            FileManager.default.currentDirectoryPath + "/bench/kiwi_bench.py",
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("bench/kiwi_bench.py").path,
        ]
        guard let script = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            return (nil, "kiwisolver comparison skipped: bench/kiwi_bench.py not found")
        }
        guard let probe = try? runChild(python, ["-c", "import kiwisolver; print(kiwisolver.__version__)"], timeout: 60),
              probe.status == 0 else {
            return (nil, "kiwisolver not installed: comparison skipped")
        }
        let version = probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return (KiwiRunner(python: python, script: script, directory: directory), "kiwisolver \(version)")
    }

    func run(_ key: String, timeout: Double, size: Int, name: String) -> ConfigResult {
        let arguments = [script, directory.path, "--workload", key, "--json"]
        func failure(_ message: String) -> ConfigResult {
            ConfigResult(key: key, workload: name, size: size, engine: "kiwisolver", mode: "weighted", trace: false,
                         runs: 0, phases: [], peakKB: 0, events: nil, checksum: nil, error: message,
                         constraints: nil, variables: nil)
        }
        do {
            let output = try runChild(python, arguments, timeout: timeout)
            if output.timedOut {
                // kiwi_bench.py prints a line after every repetition: keep those that finished.
                guard var partial = decodeResult(output.stdout) else { return failure("timed out after \(Int(timeout)) s") }
                partial.note = "\(partial.runs) of the runs finished within \(Int(timeout)) s"
                return partial
            }
            if let result = decodeResult(output.stdout) { return result }
            let reason = output.stderr.split(separator: "\n").last.map(String.init) ?? "exit \(output.status)"
            return failure("failed: \(reason)")
        } catch {
            return failure("failed: \(error)")
        }
    }
}

/// The machine the numbers come from.
enum Machine {
    /// The three load averages of /proc/loadavg.
    static func loadAverage() -> String? {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
            .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    }

    static func describe(python: String?) -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let swift = findOnPath("swift").flatMap { try? runChild($0, ["--version"], timeout: 30) }
            .map { ($0.stdout + $0.stderr).split(separator: "\n").first.map(String.init) ?? "" } ?? "unknown"
        var kiwi: String?
        var pythonVersion: String?
        if let python, let path = findOnPath(python),
           let out = try? runChild(path, ["-c", "import sys; print(sys.version.split()[0]); import kiwisolver; print(kiwisolver.__version__)"], timeout: 30) {
            let lines = out.stdout.split(separator: "\n").map(String.init)
            pythonVersion = lines.first
            kiwi = lines.count > 1 ? lines[1] : nil
        }
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return MachineInfo(cpus: ProcessInfo.processInfo.activeProcessorCount, cpuModel: model, swiftVersion: swift,
                           kiwisolverVersion: kiwi, python: pythonVersion, kernel: kernel)
    }
}
