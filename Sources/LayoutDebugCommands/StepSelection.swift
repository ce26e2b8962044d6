/// Which steps of a scenario a command shows: `--step N` (0 is the layout as declared, the
/// default) or `--all-steps`. Shared by the commands that run scenarios.
enum StepSelection {
    case single(Int)
    case all

    /// Reads `--step` and `--all-steps`; a usage problem comes back as its message.
    static func parse(_ arguments: CommandArguments) -> Result<StepSelection, CommandArguments.Problem> {
        guard let text = arguments.value(of: "--step") else {
            return .success(arguments.has("--all-steps") ? .all : .single(0))
        }
        guard let number = Int(text), number >= 0 else {
            return .failure(.init(message: "--step needs a step number (0 is the initial layout), got '\(text)'"))
        }
        guard !arguments.has("--all-steps") else { return .failure(.init(message: "use either --step or --all-steps")) }
        return .success(.single(number))
    }

    /// The step indices to show for a scenario with `stepCount` steps, or the problem when the
    /// chosen step does not exist.
    func indices(stepCount: Int) -> Result<[Int], CommandArguments.Problem> {
        switch self {
        case .all:
            return .success(Array(0...stepCount))
        case let .single(index):
            guard index <= stepCount else {
                return .failure(.init(message: "--step \(index): the scenario has \(stepCount) step(s)"))
            }
            return .success([index])
        }
    }
}
