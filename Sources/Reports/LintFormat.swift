/// How `lint` prints its findings: for people (`text`), for programs (`json`, which is also the
/// baseline file), as GitHub Actions workflow annotations (`github`) or as the
/// `file:line: warning: …` lines Xcode and most CI log viewers turn into annotations (`xcode`),
/// or as the interactive page (`html`, written to `-o OUT.html`; the log gets the text).
package enum LintFormat: String, CaseIterable, Sendable {
    case text, json, github, xcode, html

    /// The names `--format` accepts, for its error message.
    package static var namesText: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
