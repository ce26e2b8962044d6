import Foundation
#if canImport(FoundationXML)
import FoundationXML  // XMLParser lives here on Linux
#endif

/// What a DOT file we wrote declares: node ids, edges (`a->b`, as GraphViz titles them in SVG),
/// clusters, and the bold texts of its HTML labels (item names, titles). Read line by line: our
/// writer puts one statement on a line.
struct DOTContent {
    var nodes: [String] = []
    var edges: [String] = []
    var clusters: [String] = []
    var boldTexts: [String] = []

    init(_ dot: String) {
        for line in dot.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let words = line.split(separator: " ", maxSplits: 3).map(String.init)
            if words.count >= 3, words[1] == "->" {
                // GraphViz titles an edge with its head's port (the top of a label node) as `a->b:n`.
                edges.append("\(words[0])->\(words[2])" + (line.contains("headport=n") ? ":n" : ""))
            } else if words.count >= 2, words[0] == "subgraph", words[1].hasPrefix("cluster") {
                clusters.append(words[1])
            } else if words.count >= 2, words[1].hasPrefix("["), !["graph", "node", "edge"].contains(words[0]) {
                nodes.append(words[0])
            }
        }
        var rest = dot[...]
        while let open = rest.range(of: "FACE=\"Helvetica-Bold\"") {
            rest = rest[open.upperBound...]
            guard let start = rest.firstIndex(of: ">"), let end = rest.range(of: "</FONT>") else { break }
            boldTexts.append(Self.unescaped(String(rest[rest.index(after: start)..<end.lowerBound])))
            rest = rest[end.upperBound...]
        }
    }

    static func unescaped(_ html: String) -> String {
        html.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// What an SVG shows, read with Foundation's XMLParser: the `<title>` of each group by its class
/// (`node`, `edge`, `cluster`) and the text of every `<text>` element. nil when it is not
/// well-formed XML.
struct SVGContent {
    private(set) var titles: [String: [String]] = [:]
    private(set) var texts: Set<String> = []

    init?(_ data: Data) {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { return nil }
        titles = reader.titles
        texts = reader.texts
    }

    func titles(of groupClass: String) -> [String] { titles[groupClass] ?? [] }

    private final class Reader: NSObject, XMLParserDelegate {
        var titles: [String: [String]] = [:]
        var texts: Set<String> = []
        private var groups: [String] = []
        private var collecting: String?
        private var characters = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            // GraphViz writes the kind first, then the picture's own classes (`node v3 c18`).
            if name == "g" { groups.append(attributes["class"].map { String($0.prefix { $0 != " " }) } ?? "") }
            if name == "title" || name == "text" { collecting = name; characters = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if collecting != nil { characters += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { _ = groups.popLast() }
            guard name == collecting else { return }
            // GraphViz writes leading and repeated spaces as no-break spaces.
            let text = characters.replacingOccurrences(of: "\u{A0}", with: " ").trimmingCharacters(in: .whitespaces)
            if name == "title", let group = groups.last { titles[group, default: []].append(text) }
            if name == "text" { texts.insert(text) }
            collecting = nil
        }
    }
}
