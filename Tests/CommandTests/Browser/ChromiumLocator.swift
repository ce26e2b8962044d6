import Foundation
import XCTest

/// Finds the Chromium (or Google Chrome) the browser tests drive. `make deps` installs Debian's
/// `chromium` package when none is found; without one a browser test fails and says so, unless
/// `LAYOUTDBG_SKIP_BROWSER_TESTS=1` asks for a skip instead.
enum ChromiumLocator {
    static let overrideVariable = "LAYOUTDBG_CHROMIUM"
    static let skipVariable = "LAYOUTDBG_SKIP_BROWSER_TESTS"
    /// Looked up on PATH in this order.
    static let commandNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    /// Where the macOS app bundles put their executables.
    static let macOSBundles = [
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
    ]

    /// The browser's executable, or a thrown failure (or `XCTSkip`) that says how to get one.
    static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        switch find(environment: environment) {
        case .found(let path):
            return path
        case .missing(let reason):
            if environment[skipVariable] == "1" {
                throw XCTSkip("\(reason) (\(skipVariable)=1 skips the browser tests)")
            }
            throw BrowserUnavailable(description: "\(reason). `make deps` installs it (Debian's chromium package; on macOS "
                + "install Google Chrome or `brew install --cask chromium`), or set \(overrideVariable) to a Chromium "
                + "executable; \(skipVariable)=1 skips the browser tests instead.")
        }
    }

    enum Lookup: Equatable {
        case found(String)
        case missing(String)
    }

    static func find(environment: [String: String]) -> Lookup {
        if let named = environment[overrideVariable], !named.isEmpty {
            if let path = resolve(named, environment: environment) { return .found(path) }
            return .missing("\(overrideVariable)=\(named) is not an executable file or a command on PATH")
        }
        for name in commandNames {
            if let path = resolve(name, environment: environment) { return .found(path) }
        }
        #if os(macOS)
        for path in macOSBundles where FileManager.default.isExecutableFile(atPath: path) {
            return .found(path)
        }
        #endif
        return .missing("No Chromium found for the browser tests (looked for \(overrideVariable), then "
            + commandNames.joined(separator: ", ") + " on PATH" + (isMacOS ? ", then the Google Chrome and Chromium apps" : "") + ")")
    }

    private static var isMacOS: Bool {
        #if os(macOS)
        true
        #else
        false
        #endif
    }

    /// A path is taken as it is; a bare name is looked up on PATH like a shell would.
    private static func resolve(_ name: String, environment: [String: String]) -> String? {
        if name.contains("/") {
            return FileManager.default.isExecutableFile(atPath: name) ? name : nil
        }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

struct BrowserUnavailable: Error, CustomStringConvertible {
    let description: String
}
