import LayoutModel

/// An item's properties as the words of a declaration or a `set` line: whatever differs from
/// `before` (the kind's defaults for a declaration, the item as it stood for a step's edit).
/// Properties apply left to right, so `frame` and `mask` come before the
/// `translatesAutoresizingMask` that corrects them (docs/scenario-language.md, "Properties").
extension ScenarioWriter {
    func propertyWords(from before: LayoutItem, to item: LayoutItem, isRoot: Bool, initial: Bool,
                       omissions: inout [String]) -> [String] {
        var words: [String] = []
        let who = describeOriginal(item.name)
        let kind = item.kind
        let isGuide = kind == .layoutGuide
        func unsaid(_ what: String) { omissions.append("\(what) of \(who)") }

        // Content: text kinds, labels, intrinsic sizes.
        if item.text != before.text {
            if ItemProperties.textKinds.contains(kind) { words.append("text " + (item.text.map(quote) ?? "none")) }
            else { unsaid("the text \(item.text.map(quote) ?? "none") (the language gives text to labels, buttons and text fields)") }
        }
        if item.fontSize != before.fontSize {
            if ItemProperties.textKinds.contains(kind) { words.append("font \(number(item.fontSize))") }
            else { unsaid("the font size \(number(item.fontSize)) (labels, buttons and text fields only)") }
        }
        if item.numberOfLines != before.numberOfLines {
            if kind == .label { words.append("lines \(item.numberOfLines)") } else { unsaid("numberOfLines \(item.numberOfLines)") }
        }
        if item.preferredMaxLayoutWidth != before.preferredMaxLayoutWidth {
            let value = item.preferredMaxLayoutWidth.map(number) ?? "automatic"
            if kind == .label { words.append("preferredMaxLayoutWidth \(value)") } else { unsaid("preferredMaxLayoutWidth \(value)") }
        }
        if item.intrinsicWidth != before.intrinsicWidth || item.intrinsicHeight != before.intrinsicHeight {
            let value = "\(intrinsic(item.intrinsicWidth)) x \(intrinsic(item.intrinsicHeight))"
            // A guide has no intrinsic size: `none` on one (a rebuilt log's) says nothing more.
            let saysNothing = isGuide && [item.intrinsicWidth, item.intrinsicHeight].allSatisfy { ($0 ?? -1) < 0 }
            if isGuide { if !saysNothing { unsaid("the intrinsic size \(value)") } } else { words.append("intrinsic " + value) }
        }
        // Content priorities, by the value in effect: one set to the kind's default is not written.
        let priorities: [(String, Double, Double)] = [
            ("hugging h", item.hugging(.horizontal), before.hugging(.horizontal)),
            ("hugging v", item.hugging(.vertical), before.hugging(.vertical)),
            ("compression h", item.compressionResistance(.horizontal), before.compressionResistance(.horizontal)),
            ("compression v", item.compressionResistance(.vertical), before.compressionResistance(.vertical)),
        ]
        for (label, effective, old) in priorities where effective != old {
            if isGuide { unsaid("\(label) \(number(effective))") } else { words.append("\(label) \(number(effective))") }
        }
        if item.isHidden != before.isHidden {
            if isGuide { unsaid("hidden") } else { words.append(item.isHidden ? "hidden" : "hidden false") }
        }
        words += marginWords(from: before, to: item, isRoot: isRoot, initial: initial, unsaid: unsaid)
        if item.preservesSuperviewLayoutMargins != before.preservesSuperviewLayoutMargins {
            if isGuide { unsaid("preservesSuperviewLayoutMargins") }
            else { words.append("preservesSuperviewLayoutMargins" + (item.preservesSuperviewLayoutMargins ? "" : " false")) }
        }
        if item.insetsLayoutMarginsFromSafeArea != before.insetsLayoutMarginsFromSafeArea {
            if let flag = item.insetsLayoutMarginsFromSafeArea, !isGuide { words.append("insetsLayoutMarginsFromSafeArea \(flag)") }
            else { unsaid("insetsLayoutMarginsFromSafeArea back to its default") }
        }
        if isRoot, item.rootKind != before.rootKind { words.append("kind \(item.rootKind.rawValue)") }
        if item.semanticContent != before.semanticContent {
            if isGuide { unsaid("direction \(item.semanticContent.rawValue)") } else { words.append("direction \(item.semanticContent.rawValue)") }
        }
        words += autoresizingWords(from: before, to: item, unsaid: unsaid)
        words += stackWords(from: before, to: item, unsaid: unsaid)
        if item.printedClassName != before.printedClassName {
            if let name = item.printedClassName, !PropertyParser.isClassName(name) || isGuide { unsaid("the class \(quote(name))") }
            else { words.append("class " + (item.printedClassName.map(quote) ?? "none")) }
        }
        if item.accessibilityIdentifier != before.accessibilityIdentifier {
            if let identifier = item.accessibilityIdentifier,
               isGuide || identifier.isEmpty || identifier.contains(where: { ":\n\"".contains($0) }) {
                unsaid("the accessibility identifier \(quote(identifier))")
            } else {
                words.append("accessibilityIdentifier " + (item.accessibilityIdentifier.map(quote) ?? "none"))
            }
        }
        if initial, item.lastMeasured != nil { unsaid("a size measured before its last change (only a step's 'withoutInvalidating' makes one)") }
        return words
    }

    private func intrinsic(_ value: Double?) -> String {
        guard let value else { return "measured" }
        return value < 0 ? "none" : number(value)
    }

    /// `margins top … left … bottom … right …` (or leading/trailing) with the sides that were set or
    /// changed. On a root of a kind with its own defaults, sides the input left unset stay unset.
    private func marginWords(from before: LayoutItem, to item: LayoutItem, isRoot: Bool, initial: Bool,
                             unsaid: (String) -> Void) -> [String] {
        guard item.layoutMargins != before.layoutMargins || item.marginsAreDirectional != before.marginsAreDirectional
                || item.customMarginSides != before.customMarginSides else { return [] }
        if item.kind == .layoutGuide { unsaid("its margins"); return [] }
        let new = item.layoutMargins, old = before.layoutMargins
        var sides = item.customMarginSides
        let kindHasDefaults = isRoot && (item.rootKind == .viewController || item.rootKind == .tableViewCell)
        if !(initial && kindHasDefaults) {
            if new.top != old.top { sides.insert(.top) }
            if new.left != old.left { sides.insert(.left) }
            if new.bottom != old.bottom { sides.insert(.bottom) }
            if new.right != old.right { sides.insert(.right) }
        }
        // The direction is set by writing a horizontal side with leading/trailing or left/right.
        if item.marginsAreDirectional != before.marginsAreDirectional || item.marginsAreDirectional {
            sides.formUnion([.left, .right])
        }
        guard !sides.isEmpty else { return [] }
        let (leftWord, rightWord) = item.marginsAreDirectional ? ("leading", "trailing") : ("left", "right")
        var words = ["margins"]
        if sides.contains(.top) { words.append("top \(number(new.top))") }
        if sides.contains(.left) { words.append("\(leftWord) \(number(new.left))") }
        if sides.contains(.bottom) { words.append("bottom \(number(new.bottom))") }
        if sides.contains(.right) { words.append("\(rightWord) \(number(new.right))") }
        return [words.joined(separator: " ")]
    }

    /// `frame (…)`, `mask h=… v=…`, then `translatesAutoresizingMask` when the two leave it wrong.
    private func autoresizingWords(from before: LayoutItem, to item: LayoutItem, unsaid: (String) -> Void) -> [String] {
        var words: [String] = []
        var translates = before.translatesAutoresizingMask
        if item.frame != before.frame {
            if let frame = item.frame, item.kind != .layoutGuide {
                words.append("frame (\(number(frame.x)), \(number(frame.y)), \(number(frame.width)), \(number(frame.height)))")
                translates = true
            } else {
                unsaid(item.frame == nil ? "the removal of its frame" : "its frame")
            }
        }
        if item.autoresizingMask != before.autoresizingMask {
            if item.kind == .layoutGuide { unsaid("its autoresizing mask") }
            else {
                words.append("mask " + (item.autoresizingMask.isEmpty ? "none" : ScenarioDump.notation(item.autoresizingMask)))
                translates = true
            }
        }
        if item.translatesAutoresizingMask != translates {
            if item.kind == .layoutGuide { unsaid("translatesAutoresizingMask") }
            else { words.append("translatesAutoresizingMask \(item.translatesAutoresizingMask)") }
        }
        return words
    }

    /// Axis, distribution, alignment, spacing, the arranged list and custom spacings after it.
    private func stackWords(from before: LayoutItem, to item: LayoutItem, unsaid: (String) -> Void) -> [String] {
        guard let stack = item.stack else { return [] }
        guard item.kind == .stackView else { unsaid("stack settings (it is not a stack view)"); return [] }
        let old = before.stack ?? StackConfiguration()
        var words: [String] = []
        if stack.axis != old.axis { words.append("axis \(stack.axis.rawValue)") }
        if stack.distribution != old.distribution { words.append("distribution \(stack.distribution.rawValue)") }
        if stack.alignment != old.alignment { words.append("alignment \(stack.alignment.rawValue)") }
        if stack.usesSystemSpacing {
            if !old.usesSystemSpacing { words.append("spacing system") }
        } else if stack.spacing != old.spacing || old.usesSystemSpacing {
            words.append("spacing \(number(stack.spacing))")
        }
        if stack.arranged != old.arranged {
            if stack.arranged.isEmpty { unsaid("an empty list of arranged views") }
            else { words.append("arranged " + stack.arranged.map(written).joined(separator: ", ")) }
        }
        for name in stack.arranged {
            let custom = stack.customSpacing[name], system = stack.customSystemSpacing.contains(name)
            let wasCustom = old.customSpacing[name], wasSystem = old.customSystemSpacing.contains(name)
            if system, !wasSystem || custom != wasCustom { words.append("spacing system after \(written(name))") }
            else if let custom, !system, custom != wasCustom || wasSystem { words.append("spacing \(number(custom)) after \(written(name))") }
        }
        let dropped = old.customSpacing.keys.filter { stack.customSpacing[$0] == nil && stack.arranged.contains($0) }.sorted()
            + old.customSystemSpacing.filter { !stack.customSystemSpacing.contains($0) && stack.arranged.contains($0) }
        if !dropped.isEmpty { unsaid("custom spacings taken away after \(dropped.map(describeOriginal).joined(separator: ", "))") }
        let strays = stack.customSpacing.keys.filter { !stack.arranged.contains($0) }.sorted()
        if !strays.isEmpty, strays != old.customSpacing.keys.filter({ !old.arranged.contains($0) }).sorted() {
            unsaid("custom spacings after views that are not arranged (\(strays.map(describeOriginal).joined(separator: ", ")))")
        }
        if stack.isBaselineRelativeArrangement != old.isBaselineRelativeArrangement {
            words.append("baselineRelative \(stack.isBaselineRelativeArrangement)")
        }
        if stack.isLayoutMarginsRelativeArrangement != old.isLayoutMarginsRelativeArrangement {
            words.append("marginsRelative \(stack.isLayoutMarginsRelativeArrangement)")
        }
        return words
    }
}
