import Foundation

// Names people recognise for the views of a layout (issue 15): the user label, else the outlet
// that points at the view, else the kind and its text (`label "Sign in"`), else the kind and the
// object id. Names are made unique within the layout by a number in parentheses, in item order.

struct IBItemNaming {
    /// Outlet property names by destination id: the first outlet in document order wins.
    private var outletNames: [String: String] = [:]
    private var used: Set<String> = []

    init(outlets: [IBOutlet]) {
        for outlet in outlets where !outlet.isCollection && outletNames[outlet.destination] == nil {
            outletNames[outlet.destination] = outlet.property
        }
    }

    /// The name a view is known by, before uniqueness.
    func preferredName(of view: IBView) -> String {
        if let label = view.userLabel?.trimmed, !label.isEmpty { return label }
        if let outlet = outletNames[view.id] { return outlet }
        if let text = Self.shownText(of: view) { return "\(view.element) \"\(text)\"" }
        return "\(view.element) \(view.id)"
    }

    /// A name not given before in this layout.
    mutating func uniqueName(_ wanted: String) -> String {
        var name = wanted
        var number = 2
        while used.contains(name) {
            name = "\(wanted) (\(number))"
            number += 1
        }
        used.insert(name)
        return name
    }

    mutating func name(for view: IBView) -> String { uniqueName(preferredName(of: view)) }

    /// A label's text or a button's title, shortened to one line of at most 24 characters.
    static func shownText(of view: IBView) -> String? {
        guard let raw = view.text.text ?? view.text.title ?? view.text.placeholder else { return nil }
        let line = raw.split(whereSeparator: \.isNewline).first.map(String.init)?.trimmed ?? ""
        guard !line.isEmpty else { return nil }
        let limit = 24
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
