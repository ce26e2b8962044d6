import Foundation
import Cassowary
import Render

/// Text and pictures made safe for the page: escaping, and GraphViz's SVG made into an inline
/// element that can share a page with others.
enum HTMLText {
    /// Text for an element's content or a quoted attribute.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// GraphViz's SVG document as an element inside the page: the XML prolog, doctype and
    /// comments go; each `id` gets `prefix` (every picture numbers its elements `node1`, `edge1`,
    /// …, and ids must be unique in a page); the tooltips GraphViz makes from its own node names
    /// (`n12`, `v1->v2`) go, as they mean nothing to a reader; and the picture gets a role and a
    /// label for screen readers. One pass over the bytes: a big wireframe is megabytes of SVG.
    /// `scale` enlarges the picture's own size (GraphViz writes it in points), which the page's
    /// style still caps at the width available.
    static func inlineSVG(_ svg: String, prefix: String, label: String, className: String, scale: Double = 1) -> String {
        let bytes = Array(svg.utf8)
        let svgOpen = Array("<svg".utf8), commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
        let titleOpen = Array("<title>".utf8), titleClose = Array("</title>".utf8), idAttribute = Array(" id=\"".utf8)
        let renamed = Array(" id=\"\(prefix)-".utf8)
        func matches(_ pattern: [UInt8], at index: Int) -> Bool {
            index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
        }
        func end(of pattern: [UInt8], from index: Int) -> Int {
            var at = index
            while at < bytes.count && !matches(pattern, at: at) { at += 1 }
            return min(at + pattern.count, bytes.count)
        }
        guard var index = bytes.indices.first(where: { matches(svgOpen, at: $0) }) else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        while index < bytes.count {
            if matches(commentOpen, at: index) {
                index = end(of: commentClose, from: index + commentOpen.count)
            } else if matches(titleOpen, at: index) {
                index = end(of: titleClose, from: index + titleOpen.count)
                if index < bytes.count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
            } else if matches(idAttribute, at: index) {
                out += renamed
                index += idAttribute.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        var body = String(decoding: out, as: UTF8.self)
        if scale != 1 { body = scaled(body, by: scale) }
        let opening = "<svg role=\"img\" aria-label=\"\(escaped(label))\" class=\"\(className)\""
        return opening + " " + body.dropFirst("<svg".count).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The `width="320pt" height="200pt"` of the `<svg>` element as pixels times `factor`; the
    /// `viewBox` keeps the drawing's own coordinates.
    private static func scaled(_ svg: String, by factor: Double) -> String {
        guard let end = svg.firstIndex(of: ">") else { return svg }
        var head = String(svg[..<end])
        for name in ["width", "height"] {
            guard let open = head.range(of: " \(name)=\""), let close = head[open.upperBound...].firstIndex(of: "\"") else { continue }
            let value = head[open.upperBound..<close]
            guard let points = Double(value.hasSuffix("pt") ? value.dropLast(2) : value) else { continue }
            // A point is 4/3 of a CSS pixel.
            head.replaceSubrange(open.upperBound..<close, with: formatNumber((points * 4 / 3 * factor).rounded()) + "px")
        }
        return head + svg[end...]
    }
}
