import Foundation

/// What one load of a page gave back: each scenario's result, every error the page recorded, and
/// the screenshot when one was asked for.
struct BrowserPageRun {
    struct ScenarioResult {
        let name: String
        /// The scenario's return value as JSON text (`null` when it returned nothing or threw).
        let valueJSON: Data
        /// The exception the scenario threw, with its stack.
        let error: String?
    }

    /// An error the page recorded: `uncaught`, `unhandledrejection`, `resource`, `csp`,
    /// `console.error` or `harness`, during the named scenario (nil: while the page loaded).
    struct PageError: Equatable, CustomStringConvertible {
        let kind: String
        let message: String
        let scenario: String?

        var description: String { "\(kind)\(scenario.map { " in \($0)" } ?? " while loading"): \(message)" }
    }

    let scenarios: [ScenarioResult]
    let errors: [PageError]
    let screenshot: RGBAImage?
    /// Wall-clock time of the browser run that gave the result, start to exit.
    let seconds: Double
    /// Browser starts it took (`HeadlessBrowser.attemptsWithoutResult`).
    let attempts: Int

    struct MissingScenario: Error, CustomStringConvertible {
        let description: String
    }

    /// The scenario's value decoded as `T`; a scenario that threw is reported with its exception.
    func value<T: Decodable>(_ type: T.Type, of scenario: String) throws -> T {
        guard let result = scenarios.first(where: { $0.name == scenario }) else {
            throw MissingScenario(description: "no scenario named \(scenario) (ran: \(scenarios.map(\.name).joined(separator: ", ")))")
        }
        if let error = result.error {
            throw MissingScenario(description: "scenario \(scenario) threw: \(error)")
        }
        return try JSONDecoder().decode(T.self, from: result.valueJSON)
    }

    /// Reads the JSON the action script wrote: `{"scenarios": [{name, value, error}], "errors": [{kind, message, scenario}]}`.
    static func parse(resultJSON: Data, screenshot: RGBAImage?, seconds: Double, attempts: Int) throws -> BrowserPageRun {
        guard let top = try JSONSerialization.jsonObject(with: resultJSON) as? [String: Any],
              let scenarioList = top["scenarios"] as? [[String: Any]],
              let errorList = top["errors"] as? [[String: Any]] else {
            throw MissingScenario(description: "the page's result is not the harness's JSON shape")
        }
        let scenarios = try scenarioList.map { entry in
            let value = entry["value"] ?? NSNull()
            return ScenarioResult(name: entry["name"] as? String ?? "",
                                  valueJSON: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]),
                                  error: entry["error"] as? String)
        }
        let errors = errorList.map {
            PageError(kind: $0["kind"] as? String ?? "", message: $0["message"] as? String ?? "", scenario: $0["scenario"] as? String)
        }
        return BrowserPageRun(scenarios: scenarios, errors: errors, screenshot: screenshot, seconds: seconds, attempts: attempts)
    }
}
