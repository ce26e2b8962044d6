import LayoutModel

// The tree walk: each installed view becomes an item with its kind, content, priorities,
// margins, autoresizing and stack properties; its guides get names constraints can use.

extension IBLayoutAssembly {
    mutating func addTree(_ view: IBView, name: String, parent: String?, parentStack: Bool) {
        let variations = resolution.applicable(view.variations, objectID: view.id, notes: &notes)
        nameByID[view.id] = name
        placed.append((view, variations))
        var item = parent == nil ? layout.items[0] : LayoutItem(name: name, kind: IBViewContent.kind(of: view), parent: parent)
        if parent == nil {
            item.kind = IBViewContent.kind(of: view)
            item.stack = item.kind == .stackView ? StackConfiguration() : nil
        }
        item.location = location(view.location)
        item.printedClassName = IBViewContent.printedClassName(of: view, kind: item.kind)
        configureContent(&item, view: view, variations: variations)
        configureMargins(&item, view: view)
        noteUnmodelledSettings(of: view)
        if parent != nil { configureAutoresizing(&item, view: view, inStack: parentStack) }
        if let hidden = resolution.override("hidden", in: variations) { item.isHidden = hidden == "YES" } else { item.isHidden = view.hidden }
        if item.kind == .stackView { item.stack = stackConfiguration(of: view, variations: variations) }
        if parent == nil { layout.items[0] = item } else { layout.appendItem(item) }

        views.append(IBBuiltLayout.ViewOrigin(
            name: name, ibID: view.id, storedFrame: view.frame, misplaced: view.misplaced, ambiguous: view.ambiguous,
            element: view.element, className: view.effectiveClass,
            alignmentInsets: item.translatesAutoresizingMask ? .zero : IBViewContent.alignmentInsets(of: view.element),
            location: view.location))
        addGuides(of: view, name: name, kind: item.kind, isRoot: parent == nil)

        let installedSubviews = resolution.installed(view.subviews.map(\.id), variations: variations, mask: \.subviewMask)
        var arranged: [String] = []
        // Looked up once per child: a view can hold thousands of subviews.
        let cellIDs = Set(view.cells.map(\.id)), subviewIDs = Set(view.subviews.map(\.id))
        for child in view.children {
            if cellIDs.contains(child.id) {
                leftOut[child.id] = "it is a cell, laid out on its own"
                continue
            }
            let isSubview = subviewIDs.contains(child.id)
            if isSubview, !installedSubviews.contains(child.id) {
                leftOut[child.id] = "it is not installed for \(context.traits)"
                note(.dropped, "\(child.element) not installed for \(context.traits)", child.id, child.location)
                continue
            }
            let origin = storedWindowOrigin[view.id] ?? (0, 0)
            storedWindowOrigin[child.id] = (origin.x + (child.frame?.x ?? 0), origin.y + (child.frame?.y ?? 0))
            let childName = naming.name(for: child)
            let inStack = item.kind == .stackView && isSubview
            if inStack { arranged.append(childName) }
            addTree(child, name: childName, parent: name, parentStack: inStack)
        }
        if item.kind == .stackView, let index = layout.index(ofItem: name) {
            layout.updateItem(at: index) { $0.stack?.arranged = arranged }
        }
    }

    // MARK: Content

    private mutating func configureContent(_ item: inout LayoutItem, view: IBView, variations: [IBVariation]) {
        let priorities = IBViewContent.priorities(of: view)
        item.huggingHorizontal = priorities.hh
        item.huggingVertical = priorities.hv
        item.compressionHorizontal = priorities.ch
        item.compressionVertical = priorities.cv
        let description = resolution.overrideElement("fontDescription", key: "fontDescription", in: variations)
            .map { element in fontDescription(element, base: view.font) } ?? view.font
        var font = IBTextMeasurement.font(of: view, description: description)
        font.era = IBTextMeasurement.fontEra(toolsVersion: document.toolsVersion)
        if let approximation = font.approximation, [.label, .button, .textField].contains(item.kind) {
            note(.approximated, approximation, view.id, description?.location ?? view.location)
        }
        item.fontSize = font.size
        let scale = IBTextMeasurement.roundingScale(toolsVersion: document.toolsVersion, deviceScale: context.device.scale)
        switch view.element {
        case "label":
            let labelScale = IBTextMeasurement.labelRoundingScale(deviceScale: context.device.scale)
            item.text = view.text.text
            item.numberOfLines = view.numberOfLines ?? 1
            item.preferredMaxLayoutWidth = view.preferredMaxLayoutWidth
            if let text = view.text.text, !text.isEmpty,
               let size = IBTextMeasurement.labelSize(text: text, font: font, numberOfLines: item.numberOfLines,
                                                      preferredMaxLayoutWidth: item.preferredMaxLayoutWidth, scale: labelScale) {
                item.intrinsicWidth = size.width
                item.intrinsicHeight = size.height
            } else if let text = view.text.text, !text.isEmpty {
                wrappingLabels.append(IBWrappingLabel(name: item.name, text: text, font: font,
                                                      numberOfLines: item.numberOfLines, scale: labelScale))
            }
        case "button":
            item.text = view.text.title
            let title = view.text.title ?? ""
            var size = IBTextMeasurement.buttonTitleSize(title: title, font: font, scale: scale)
            if let image = view.imageName {
                if let resource = imageSize(named: image, catalog: view.imageCatalog) {
                    size.width = title.isEmpty ? resource.width : size.width + resource.width
                    size.height = max(title.isEmpty ? resource.height : size.height, resource.height)
                } else {
                    note(.approximated, "the size of image \"\(image)\" is not in the document; the button is measured by its title", view.id, view.location)
                }
            }
            item.intrinsicWidth = size.width
            item.intrinsicHeight = size.height
        case "textField":
            item.text = view.text.text ?? view.text.placeholder
            item.intrinsicHeight = IBTextMeasurement.textFieldHeight(borderStyle: view.borderStyle, font: font, scale: scale,
                                                                     toolsVersion: document.toolsVersion)
        case "imageView":
            if let image = view.imageName {
                if let size = imageSize(named: image, catalog: view.imageCatalog) {
                    item.intrinsicWidth = size.width
                    item.intrinsicHeight = size.height
                } else if let frame = view.frame {
                    item.intrinsicWidth = frame.width
                    item.intrinsicHeight = frame.height
                    note(.approximated, "image \"\(image)\" has no size in the document's resources; its stored frame stands in", view.id, view.location)
                }
            } else {
                item.intrinsicWidth = -1
                item.intrinsicHeight = -1
            }
        default:
            if let fixed = IBViewContent.fixedSizeControls[view.element] {
                let insets = IBViewContent.alignmentInsets(of: view.element)
                if let frame = view.frame {
                    item.intrinsicWidth = fixed.width ? frame.width - insets.left - insets.right : -1
                    item.intrinsicHeight = fixed.height ? frame.height - insets.top - insets.bottom : -1
                    note(.approximated, "\(view.element)'s fixed size is taken from its stored frame", view.id, view.location)
                } else if let usual = IBViewContent.usualFrameSize(of: view, beforeXcode11: IBTextMeasurement.isBeforeXcode11(document.toolsVersion)) {
                    item.intrinsicWidth = fixed.width ? usual.width.map { $0 - insets.left - insets.right } ?? -1 : -1
                    item.intrinsicHeight = fixed.height ? usual.height.map { $0 - insets.top - insets.bottom } ?? -1 : -1
                    note(.approximated, "\(view.element) has no stored frame; Interface Builder's usual size for it stands in", view.id, view.location)
                } else {
                    note(.unsupported, "\(view.element) has no stored frame to take its fixed size from; no intrinsic size", view.id, view.location)
                }
            }
            if view.element == "textView", view.scrollEnabled == false {
                // It sizes its height to its text, like a label that wraps; text views are not measured,
                // so the height Interface Builder stored stands in (without it the column is ambiguous).
                if let frame = view.frame {
                    item.intrinsicHeight = frame.height
                    note(.approximated, "a text view that does not scroll sizes to its text; its stored height stands in "
                         + "(not measured again for other widths)", view.id, view.location)
                } else {
                    note(.unsupported, "a text view that does not scroll sizes to its text; it has no stored frame, "
                         + "so no intrinsic size", view.id, view.location)
                }
            }
            if !view.isKnownElement {
                note(.approximated, "unknown element <\(view.element)> laid out as a plain view", view.id, view.location)
            }
        }
        switch view.placeholderIntrinsicWidth {
        case let .value(width)?: item.intrinsicWidth = width
        case .infinite?: item.intrinsicWidth = -1
        case nil: break
        }
        switch view.placeholderIntrinsicHeight {
        case let .value(height)?: item.intrinsicHeight = height
        case .infinite?: item.intrinsicHeight = -1
        case nil: break
        }
        switch view.semanticContentAttribute {
        case "forceRightToLeft": item.semanticContent = .rightToLeft
        case "forceLeftToRight": item.semanticContent = .leftToRight
        default: break
        }
    }

    private func fontDescription(_ element: IBVariationElement, base: IBFontDescription?) -> IBFontDescription {
        func value(_ name: String) -> String? { element.attributes.first { $0.name == name }?.value }
        return IBFontDescription(type: value("type"), weight: value("weight"), pointSize: value("pointSize").flatMap(Double.init),
                                 name: value("name"), family: value("family"), style: value("style"), size: value("size"),
                                 location: element.location)
    }

    private func imageSize(named name: String, catalog: String?) -> Size? {
        guard let resource = document.images.first(where: { $0.name == name && $0.catalog == catalog })
                ?? document.images.first(where: { $0.name == name }),
              let width = resource.width, let height = resource.height else { return nil }
        return Size(width: width, height: height)
    }

    // MARK: Margins, autoresizing, stacks

    private func configureMargins(_ item: inout LayoutItem, view: IBView) {
        switch view.layoutMargins {
        case let .edges(top, left, bottom, right)?:
            item.layoutMargins = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
            item.customMarginSides = .all
        case let .directional(top, leading, bottom, trailing)?:
            item.layoutMargins = EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            item.marginsAreDirectional = true
            item.customMarginSides = .all
        case nil:
            break
        }
        item.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
        if !view.insetsLayoutMarginsFromSafeArea { item.insetsLayoutMarginsFromSafeArea = false }
    }

    /// Settings the model has no counterpart for, noted where they are written.
    mutating func noteUnmodelledSettings(of view: IBView) {
        if view.layoutMarginsFollowReadableWidth {
            note(.unsupported, "layoutMarginsFollowReadableWidth is not modelled: the margins stay the view's own", view.id, view.location)
        }
    }

    /// tAMIC views (the attribute absent) and `fixedFrame` views are placed by their mask at the
    /// stored frame; a stack view's arranged subviews never are (UIStackView turns it off).
    private mutating func configureAutoresizing(_ item: inout LayoutItem, view: IBView, inStack: Bool) {
        guard !inStack, view.translatesAutoresizingMaskIntoConstraints || view.fixedFrame else { return }
        item.translatesAutoresizingMask = true
        if let frame = view.frame {
            item.frame = frame.rect
        } else {
            item.frame = Rect(x: 0, y: 0, width: 0, height: 0)
            note(.approximated, "an autoresizing view without a stored frame is placed at (0, 0, 0, 0)", view.id, view.location)
        }
        var mask: AutoresizingMask = []
        if let written = view.autoresizingMask {
            if written.flexibleMinX { mask.insert(.flexibleLeftMargin) }
            if written.widthSizable { mask.insert(.flexibleWidth) }
            if written.flexibleMaxX { mask.insert(.flexibleRightMargin) }
            if written.flexibleMinY { mask.insert(.flexibleTopMargin) }
            if written.heightSizable { mask.insert(.flexibleHeight) }
            if written.flexibleMaxY { mask.insert(.flexibleBottomMargin) }
        }
        item.autoresizingMask = mask
    }

    private mutating func stackConfiguration(of view: IBView, variations: [IBVariation]) -> StackConfiguration {
        let written = view.stack ?? IBStackProperties()
        func value(_ name: String, _ base: String) -> String { resolution.override(name, in: variations) ?? base }
        var stack = StackConfiguration()
        stack.axis = value("axis", written.axis) == "vertical" ? .vertical : .horizontal
        let distribution = value("distribution", written.distribution)
        if let known = StackDistribution(rawValue: distribution) { stack.distribution = known } else {
            note(.unsupported, "stack distribution \"\(distribution)\" is not known; fill used", view.id, view.location)
        }
        let alignment = value("alignment", written.alignment)
        switch alignment {
        case "top": stack.alignment = .leading
        case "bottom": stack.alignment = .trailing
        default:
            if let known = StackAlignment(rawValue: alignment) { stack.alignment = known } else {
                note(.unsupported, "stack alignment \"\(alignment)\" is not known; fill used", view.id, view.location)
            }
        }
        stack.spacing = resolution.override("spacing", in: variations).flatMap(Double.init) ?? written.spacing
        stack.usesSystemSpacing = value("spacingType", written.spacingType ?? "") == "standard"
        stack.isBaselineRelativeArrangement = written.baselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = written.layoutMarginsRelativeArrangement
        return stack
    }
}
