/// Names for rebuilt items that a developer recognises from the log and the `.layout` language
/// reads: the accessibility identifier or Masonry key (its last dotted part), else the text
/// (`'Leo Nicholson'` → `leoNicholson`), else the class and the address's last four digits
/// (`EmptyKit.EmptyView:0x7fab1b40a520` → `emptyView_a520`). Names are unique and never a word
/// the language reserves.
enum RebuiltItemNames {
    static func assign(_ items: inout [RebuiltItem]) {
        var taken: Set<String> = reserved
        for index in items.indices {
            let item = items[index]
            var name = preferred(for: item)
            if taken.contains(name) { name = withAddress(name, item) }
            var counter = 2
            let base = name
            while taken.contains(name) {
                name = "\(base)_\(counter)"
                counter += 1
            }
            taken.insert(name)
            items[index].name = name
        }
    }

    /// Words a view cannot be called in a `.layout` file, or that would read as something else.
    static let reserved: Set<String> = [
        "root", "superview", "safeArea", "in", "system", "contentGuide", "frameGuide", "screen", "step",
        "expect", "note", "view", "label", "button", "textfield", "image", "switch", "stack", "scroll", "guide",
        "required", "high", "low", "inactive", "var", "title", "tolerance", "compatibility", "safeAreaInsets",
    ]

    static func preferred(for item: RebuiltItem) -> String {
        if let printed = item.printedName, let last = printed.split(separator: ".").last,
           let name = identifier(from: String(last)) {
            return name
        }
        if item.kind != .layoutGuide, let text = item.text, let name = identifier(from: text, maxWords: 3) {
            return name
        }
        if item.className == "UILayoutGuide" || item.kind == .layoutGuide, let text = item.text ?? item.className,
           text.contains("SafeArea") {
            return withAddress("safeAreaGuide", item)
        }
        if item.isRedacted { return "privateItem" }
        return withAddress(classWord(item.className) ?? "superviewOfItem", item)
    }

    /// `name_a520`: the address's last four hex digits, as a developer matches them against the log.
    static func withAddress(_ name: String, _ item: RebuiltItem) -> String {
        guard let address = item.address else { return name }
        let digits = address.lowercased().hasPrefix("0x") ? address.dropFirst(2) : Substring(address)
        let tail = digits.suffix(4).filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return tail.isEmpty ? name : "\(name)_\(tail)"
    }

    /// `EmptyKit.EmptyView` → `emptyView`; `UITableViewCellContentView` → `cellContentView`;
    /// `_UILayoutGuide` → `layoutGuide`.
    static func classWord(_ className: String?) -> String? {
        guard let className else { return nil }
        var word = String(className.split(separator: ".").last ?? Substring(className))
        while word.hasPrefix("_") { word.removeFirst() }
        if word == "UITableViewCellContentView" || word == "UICollectionViewCellContentView" { return "cellContentView" }
        for prefix in ["UI", "NS"] where word.hasPrefix(prefix) && word.count > prefix.count {
            let rest = word.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { word = String(rest) }
        }
        return identifier(from: word)
    }

    /// A lowerCamelCase identifier of ASCII letters and digits from free text; nil when none is left.
    static func identifier(from text: String, maxWords: Int = 4) -> String? {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        words = Array(words.prefix(maxWords))
        guard let first = words.first else { return nil }
        var name = lowerFirst(first)
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first?.isNumber == true { name = "n" + name }
        return String(name.prefix(32))
    }

    /// `EmptyView` → `emptyView`; `URLField` → `urlField`; an all-capital word in lower case.
    private static func lowerFirst(_ word: String) -> String {
        let upperRun = word.prefix { $0.isUppercase }
        if upperRun.count == word.count { return word.lowercased() }
        if upperRun.count <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
        // `URLField`: all but the last capital of the run start the word.
        return upperRun.dropLast().lowercased() + word.dropFirst(upperRun.count - 1)
    }
}
