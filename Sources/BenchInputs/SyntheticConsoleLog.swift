/// Generated UIKit console logs for the benchmark (synthetic: written here, no device printed
/// them) in the iOS 10 and later format of Tests/ConsoleLogs (tagflow-8.log, purelayout-187.log):
/// the console's date and process prefix, the `[LayoutConstraints]` header with its advice lines
/// (trailing spaces included), the NSArray-style list of descriptions, the constraint UIKit broke
/// and the footer naming `<UIKitCore/UIView.h>`. The conflict is the commonest one of the real
/// logs: a self-sizing table cell whose labels' chain needs more height than the table's
/// `UIView-Encapsulated-Layout-Height` of 44 gives the content view.
public enum SyntheticConsoleLog {
    /// `count` reports, as a table printing one conflict per cell it shows: each a content view
    /// holding one 44 pt label between 8 pt margins (8 + 44 + 8 = 60 against 44).
    public static func reports(_ count: Int) -> String {
        (0..<count).map { report(index: $0, labels: 1) }.joined(separator: "\n")
    }

    /// One report whose cell stacks `labels` labels, each 20 pt tall and 8 pt below the one
    /// before: 2 × labels + 2 constraints in its list, every one a member of the conflict.
    public static func oneReport(labels: Int) -> String {
        report(index: 0, labels: labels)
    }

    /// The constraints one report lists for a cell of `labels` labels.
    public static func constraintCount(labels: Int) -> Int { 2 * labels + 2 }

    private static func report(index: Int, labels: Int) -> String {
        // Addresses as a simulator prints them: constraints from the 0x6000… heap, views from
        // 0x7fb1…; distinct in every report, so no two reports share an object.
        func constraint(_ k: Int) -> String { "NSLayoutConstraint:0x6000\(hex(index * 0x10000 + k * 0x30, width: 8))" }
        let content = "UITableViewCellContentView:0x7fb1\(hex(index * 0x10000, width: 8))"
        func label(_ k: Int) -> String { "UILabel:0x7fb1\(hex(index * 0x10000 + (k + 1) * 0x120, width: 8))'Row \(index + 1).\(k + 1)'" }
        let height = labels == 1 ? 44 : 20
        var list: [String] = []
        for k in 0..<labels {
            list.append("<\(constraint(2 * k)) \(label(k)).height == \(height)   (active)>")
            let top = k == 0 ? "V:|-(8)-[\(label(k))]   (active, names: '|':\(content) )"
                             : "V:[\(label(k - 1))]-(8)-[\(label(k))]   (active)"
            list.append("<\(constraint(2 * k + 1)) \(top)>")
        }
        let bottom = "<\(constraint(2 * labels)) V:[\(label(labels - 1))]-(8)-|   (active, names: '|':\(content) )>"
        list.append(bottom)
        list.append("<\(constraint(2 * labels + 1)) 'UIView-Encapsulated-Layout-Height' \(content).height == 44   (active)>")
        // One report every 2.5 ms from 09:26:53, as a table laying out its cells prints them.
        let micros = (9 * 3600 + 26 * 60 + 53) * 1_000_000 + index * 2_500
        let clock = "\(pad(micros / 3_600_000_000, 2)):\(pad(micros / 60_000_000 % 60, 2)):\(pad(micros / 1_000_000 % 60, 2)).\(pad(micros % 1_000_000, 6))"
        let header = "2026-03-14 \(clock)+0000 BenchApp[4213:912345] [LayoutConstraints] Unable to simultaneously satisfy constraints."
        return """
            \(header)
            \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
            \tTry this:\u{20}
            \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}
            (
            \(list.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint\u{20}
            \(bottom)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

            """
    }

    private static func hex(_ value: Int, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
