import LayoutScript

/// Why an input could not be turned into a scenario. The messages carry no program name, so each
/// front end frames them its own way.
public enum ImportFailure: Error, Sendable {
    /// The file (or standard input) could not be read, or is not UTF-8 text; the message says which.
    case unreadable(String)
    /// No registered importer reads this input; the message names the kinds that are read.
    case unknownKind(String)
    /// An option (`--device`) the input's format does not take; the message says which formats do.
    case unsupportedOption(String)
    /// The importer read the input and found problems, already described in its terms.
    case invalid(ScenarioErrors, described: String)
}
