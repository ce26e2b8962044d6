import Cassowary
import LayoutModel
import Reports

/// `--sweep ROOT.width=LOW...HIGH` (explain) and `--vary …` (sweep), read into a sweep request.
extension SweepReport {
    /// Parses `root.width=200...600` (or `root.height=…`, with the layout's root name), the value
    /// of `option` (named in the errors).
    static func parse(_ text: String, rootName: String, option: String = "--sweep") -> Result<Request, CommandArguments.Problem> {
        let problem = CommandArguments.Problem(
            message: "\(option) takes \(rootName).width=LOW...HIGH or \(rootName).height=LOW...HIGH "
                + "with numbers LOW < HIGH, got '\(text)'")
        let sides = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard sides.count == 2 else { return .failure(problem) }
        let attribute: LayoutAttribute
        switch sides[0] {
        case "\(rootName).width": attribute = .width
        case "\(rootName).height": attribute = .height
        default: return .failure(problem)
        }
        let bounds = sides[1].components(separatedBy: "...")
        guard bounds.count == 2, let low = Double(bounds[0]), let high = Double(bounds[1]),
              low.isFinite, high.isFinite, low < high else { return .failure(problem) }
        // Sizes like every other number of a layout (docs/cli.md, "Supported numbers").
        if let outside = [low, high].first(where: { !SupportedRange.contains(constant: $0) }) {
            return .failure(CommandArguments.Problem(message: "\(option) range '\(text)': \(SupportedRange.outside(constant: outside))"))
        }
        return .success(Request(attribute: attribute, low: low, high: high))
    }
}
