import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

// The document as Foundation's XML parser reads it: elements with their attributes, their own
// text and where each starts. Nothing here knows Interface Builder; the record readers walk it.

/// One element of the parsed document. A class so the builder can append children while the
/// parser is inside them; it never leaves this module.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    let location: IBSourceLocation
    var children: [XMLElementNode] = []
    /// The element's own character data (CDATA included), not its children's.
    var text = ""

    init(name: String, attributes: [String: String], location: IBSourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name and `key`, as IB writes keyed properties.
    func child(_ name: String, key: String) -> XMLElementNode? {
        children.first { $0.name == name && $0.attributes["key"] == key }
    }

    func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    func firstChild(named name: String) -> XMLElementNode? { children.first { $0.name == name } }
}

/// Parses XML text into a tree of `XMLElementNode`s with Foundation's `XMLParser`.
enum XMLElementTree {
    /// The deepest nesting read. The records are read by recursion over views, so a document
    /// nested thousands deep would overflow the stack; Interface Builder documents nest a few
    /// dozen levels, and 256 is libxml2's own classic limit.
    static let maximumDepth = 256

    /// The root element, or the parser's first error with its line and column.
    static func parse(_ data: Data) throws(IBReadError) -> XMLElementNode {
        // Interface Builder never writes entity declarations; refusing them keeps entity
        // expansion (and its cost) out of the reader.
        if let offset = data.firstRange(of: Data("<!ENTITY".utf8))?.lowerBound {
            throw IBReadError(kind: .malformedXML, location: TagStartLocator.location(ofByte: offset, in: data),
                              message: "the document declares XML entities, which Interface Builder never writes")
        }
        let builder = TreeBuilder(data: data)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        _ = parser.parse()
        // The parser can answer true after reporting an error (a cut document), so its own
        // verdict is not trusted: any reported error wins.
        if let error = builder.firstError {
            throw error
        }
        guard let root = builder.root else {
            throw IBReadError(kind: .emptyDocument, location: IBSourceLocation(line: 1, column: 1),
                              message: "the file holds no XML element")
        }
        return root
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLElementNode?
    var firstError: IBReadError?
    private var open: [XMLElementNode] = []
    private var locator: TagStartLocator

    init(data: Data) {
        locator = TagStartLocator(data: data)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard firstError == nil else { return }
        // The parser reports where the start tag ends; the element starts at its '<'.
        let location = locator.tagStart(reportedLine: parser.lineNumber, reportedColumn: parser.columnNumber)
        if open.count >= XMLElementTree.maximumDepth {
            firstError = IBReadError(kind: .tooDeep, location: location,
                                     message: "<\(elementName)> is nested deeper than \(XMLElementTree.maximumDepth) elements; Interface Builder documents nest a few dozen")
            parser.abortParsing()
            return
        }
        let node = XMLElementNode(name: elementName, attributes: attributeDict, location: location)
        if let parent = open.last {
            parent.children.append(node)
        } else if root == nil {
            root = node
        }
        open.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard firstError == nil else { return }
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        open.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        let code = (parseError as NSError).code
        firstError = IBReadError(kind: .malformedXML,
                                 location: IBSourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)),
                                 message: "malformed XML (\(XMLErrorWords.words(forCode: code)))")
    }
}

/// Moves the parser's reported position (the end of a start tag) back to the tag's '<'. The
/// reported positions only grow, so one cursor walks the bytes forward once; each tag is then
/// scanned back over its own length, so the whole document costs time linear in its size.
struct TagStartLocator {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(data: Data) { bytes = [UInt8](data) }

    mutating func tagStart(reportedLine: Int, reportedColumn: Int) -> IBSourceLocation {
        let reported = IBSourceLocation(line: max(1, reportedLine), column: max(1, reportedColumn))
        guard advance(toLine: reported.line, column: reported.column) else { return reported }
        // '<' cannot occur inside an attribute value, so the nearest one before is the tag's.
        var index = min(offset, bytes.count - 1)
        var linesBack = 0
        var charactersBack = 0
        while index >= 0, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "\n") { linesBack += 1 }
            if !Self.isContinuationByte(bytes[index]) { charactersBack += 1 }
            index -= 1
        }
        guard index >= 0 else { return reported }
        if linesBack == 0 {
            // The cursor stands on the reported column; the '<' is that many characters before.
            return IBSourceLocation(line: reported.line, column: max(1, reported.column - charactersBack))
        }
        // A start tag over several lines: count the '<' line's characters up to it.
        var start = index
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let columnOfTag = bytes[start..<index].reduce(1) { Self.isContinuationByte($1) ? $0 : $0 + 1 }
        return IBSourceLocation(line: reported.line - linesBack, column: columnOfTag)
    }

    /// Moves the cursor to a line and column (columns count characters, as the parser does);
    /// false when the position lies behind the cursor or beyond the text.
    private mutating func advance(toLine targetLine: Int, column targetColumn: Int) -> Bool {
        if targetLine < line || (targetLine == line && targetColumn < column) { return false }
        while offset < bytes.count, line < targetLine || column < targetColumn {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                if line == targetLine { return false }
                line += 1
                column = 1
            } else if !Self.isContinuationByte(byte) {
                column += 1
            }
            offset += 1
            // Step over the rest of a multi-byte character.
            while offset < bytes.count, Self.isContinuationByte(bytes[offset]) { offset += 1 }
        }
        return offset < bytes.count && line == targetLine && column == targetColumn
    }

    private static func isContinuationByte(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The line and column of a byte offset, counted from the start (for errors found before parsing).
    static func location(ofByte target: Int, in data: Data) -> IBSourceLocation {
        var line = 1
        var column = 1
        for byte in data.prefix(target) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if !isContinuationByte(byte) {
                column += 1
            }
        }
        return IBSourceLocation(line: line, column: column)
    }
}

/// Words for the parser's error codes people meet in damaged documents (libxml2's numbering,
/// which `XMLParser.ErrorCode` mirrors); any other code is printed as its number.
enum XMLErrorWords {
    static func words(forCode code: Int) -> String {
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends before its elements are closed, or goes on after its root"
        case 9: return "an invalid character"
        case 23: return "an entity reference without its ';'"
        case 26: return "an undeclared entity"
        case 38: return "'<' inside an attribute value"
        case 39: return "an attribute value without quotes"
        case 40: return "an attribute value that is not closed"
        case 41: return "an attribute without a value"
        case 42: return "an attribute written twice"
        case 68: return "a name expected"
        case 73: return "'>' expected"
        case 76: return "an end tag that does not match its start tag"
        case 77: return "an element that is not closed"
        default: return "parser error \(code)"
        }
    }
}
