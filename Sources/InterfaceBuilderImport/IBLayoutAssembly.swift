import LayoutModel
import LayoutScript

// The state of building one layout: items first (the tree walk, in document order), then the
// constraints, once every item has its name. `IBLayoutBuilder` is the public entry.

struct IBLayoutAssembly {
    let document: IBDocument
    let context: IBBuildContext
    let file: String
    let resolution: IBVariationResolution
    /// The controllers that show an inferred bar: worked out once per document, not per layout.
    let inferredBars: IBInferredBars.Shown
    var notes: [IBBuildNote]
    var naming: IBItemNaming
    var layout = Layout()
    /// Item (or guide) name by document id.
    var nameByID: [String: String] = [:]
    var views: [IBBuiltLayout.ViewOrigin] = []
    /// Views in tree order with the variations that apply to each, for the constraint pass.
    var placed: [(view: IBView, variations: [IBVariation])] = []
    /// Ids left out of the layout and why (subviews not installed, cells built on their own).
    var leftOut: [String: String] = [:]
    /// Stored origins in root coordinates, for the safe area of views other than the root.
    var storedWindowOrigin: [String: (x: Double, y: Double)] = [:]
    var constraintOrigins: [IBBuiltLayout.ConstraintOrigin] = []
    /// The placeholder constraints left out (`placeholder="YES"`), as they would read if installed.
    var placeholderConstraints: [LayoutConstraintSpec] = []
    /// A cell whose content view is the root: its own constraints are kept with the content view's.
    var cellHolder: IBView?
    /// Whether the layout being built sits under a navigation bar, or below an opaque one.
    var navigationBar = false
    /// A tab bar under the root, simulated or inferred.
    var tabBar = false
    /// Multi-line labels that wrap at the width the layout gives them, measured after a first solve.
    var wrappingLabels: [IBWrappingLabel] = []
    var opaqueTopBar = false
    /// The simulated bars of the layout being built.
    var simulatedMetrics: IBSimulatedMetrics?

    init(document: IBDocument, context: IBBuildContext, file: String, notes: [IBBuildNote],
         inferredBars: IBInferredBars.Shown? = nil) {
        self.document = document
        self.context = context
        self.file = file
        self.notes = notes
        self.inferredBars = inferredBars ?? IBInferredBars.Shown(document)
        resolution = IBVariationResolution(traits: context.traits)
        naming = IBItemNaming(outlets: document.outlets)
    }

    func location(_ at: IBSourceLocation) -> SourceLocation {
        SourceLocation(file: file, line: at.line, column: at.column)
    }

    mutating func note(_ kind: IBBuildNote.Kind, _ message: String, _ objectID: String?, _ at: IBSourceLocation?) {
        notes.append(IBBuildNote(kind, message, objectID: objectID, location: at))
    }

    // MARK: The root

    mutating func build(root written: IBView, in ibLayout: IBLayout) -> IBBuiltLayout {
        var root = written
        simulatedMetrics = ibLayout.simulatedMetrics
        navigationBar = showsNavigationBar(ibLayout)
        tabBar = showsTabBar(ibLayout)
        opaqueTopBar = Self.hasOpaqueTopBar(ibLayout)
        var rootKind = rootKind(of: written, in: ibLayout)
        if written.element == "tableViewCell" || written.element == "collectionViewCell" {
            if let content = written.keyedViews.first(where: { $0.key == "contentView" }) {
                for other in written.children where other.id != content.id {
                    leftOut[other.id] = "it is a view of the cell outside its content view"
                    note(.unsupported, "\(other.element) outside the cell's content view is left out", other.id, other.location)
                }
                root = content
                // A table cell's content view takes its margins from the table it is in; a xib's
                // standalone cell has no table, and its content view keeps UIView's 8 pt [inferred:
                // a standalone Eureka cell stores `leadingMargin + 8` at x = 16 and `topMargin + 8` at 16].
                let inTable = ibLayout.kind != .topLevelView || ibLayout.root?.id != written.id
                rootKind = written.element == "tableViewCell" ? (inTable ? .tableViewCell : .view) : .collectionViewCell
                // Xcode 5-era cells hold their subviews' constraints on the cell itself; the cell
                // and its content view share one frame, so the content view stands in for it.
                cellHolder = written
            } else {
                note(.approximated, "the cell has no content view; the cell itself is the root", written.id, written.location)
            }
        }
        let rootName = naming.name(for: root)
        layout = Layout(rootName: rootName, screen: screenSize(of: root, in: ibLayout, rootKind: rootKind))
        layout.safeAreaInsets = safeAreaInsets(rootKind: rootKind, in: ibLayout)
        storedWindowOrigin[root.id] = (0, 0)
        addTree(root, name: rootName, parent: nil, parentStack: false)
        if let cell = cellHolder {
            nameByID[cell.id] = rootName
            placed.append((cell, resolution.applicable(cell.variations, objectID: cell.id, notes: &notes)))
        }
        layout.items[0].rootKind = rootKind
        addControllerGuides(ibLayout.controller)
        addConstraints()
        IBWrappingLabel.measure(wrappingLabels, in: &layout)
        var title = ibLayout.controller?.title ?? root.userLabel
        if let cell = cellHolder, cell.id != ibLayout.root?.id {
            // A cell inside a scene is a layout of its own: titled as the cell, not as its scene.
            title = "\(cell.customClass ?? cell.element) (cell \(cell.id))" + (ibLayout.controller?.title.map { " in \($0)" } ?? "")
        }
        return IBBuiltLayout(scenario: scenario(title: title), context: context,
                             rootID: root.id, views: views, constraints: constraintOrigins, notes: notes,
                             placeholderConstraints: placeholderConstraints)
    }

    private func scenario(title: String?) -> Scenario {
        var scenario = Scenario(file: file, layout: layout)
        scenario.title = title
        return scenario
    }

    /// A controller's view (storyboard scene, xib controller, or the File's Owner's `view` outlet)
    /// gets a controller root's margins and safe area; any other top-level view is a plain view.
    private func rootKind(of root: IBView, in ibLayout: IBLayout) -> RootKind {
        if ibLayout.controller != nil { return .viewController }
        let ownersView = document.outlets.contains { $0.owner == "-1" && $0.property == "view" && $0.destination == root.id }
        // A xib's top-level view in a document with a device is drawn as a screen of it:
        // Interface Builder gives it the device's safe area and a root's margins (a 510 × 160
        // freeform card stores its margin-pinned subview at (20, 44) with 34 below: the
        // retina6_1 insets plus the 20-pt side margin) [inferred from the corpus].
        let screenLike = ibLayout.kind == .topLevelView && document.device != nil
            && !["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(root.element)
        return ownersView || screenLike ? .viewController : .view
    }

    /// The root's size: the stored one on the document's own device (it is the container size
    /// Interface Builder laid out in: freeform xib views, shortened roots under opaque bars), and
    /// on another device the device's size for a controller's view and a screen-sized xib view,
    /// the stored size otherwise.
    private mutating func screenSize(of root: IBView, in ibLayout: IBLayout, rootKind: RootKind) -> Size {
        let device = context.device.size(in: context.orientation)
        if let frame = root.frame, context.isDocumentDevice || rootKind != .viewController {
            return Size(width: frame.width, height: frame.height)
        }
        // A xib's top-level view is as big as the code that shows it makes it: only one saved at
        // the design device's screen size is taken to fill the screen of another device.
        if let frame = root.frame, ibLayout.kind == .topLevelView {
            var ignored: [IBBuildNote] = []
            let own = IBBuildContext.documentDefault(for: document, notes: &ignored)
            let stored = Size(width: frame.width, height: frame.height)
            if stored != own.device.size(in: own.orientation) { return stored }
        }
        if root.frame == nil, rootKind != .viewController {
            note(.approximated, "the root has no stored frame; the device's size is used", root.id, root.location)
        }
        return device
    }

    /// A translucent navigation bar over the root: simulated, or inferred from the segues.
    func showsNavigationBar(_ ibLayout: IBLayout) -> Bool {
        if let bar = ibLayout.simulatedMetrics.topBar {
            return bar.element == "simulatedNavigationBarMetrics" && !Self.hasOpaqueTopBar(ibLayout)
        }
        guard let id = ibLayout.controller?.id else { return false }
        return inferredBars.navigationBar.contains(id)
    }

    /// A tab bar under the root: simulated, or inferred when no bottom bar is written and the
    /// controller is a tab of a tab bar controller (or shown from one).
    func showsTabBar(_ ibLayout: IBLayout) -> Bool {
        if let bar = ibLayout.simulatedMetrics.bottomBar { return bar.element == "simulatedTabBarMetrics" }
        guard let id = ibLayout.controller?.id else { return false }
        return inferredBars.tabBar.contains(id)
    }

    /// An opaque simulated top bar: the root starts below it (shortened to 375 × 603, or moved
    /// down by 64 in Xcode 8 files), so nothing of the root is under a bar (reference §11).
    static func hasOpaqueTopBar(_ ibLayout: IBLayout) -> Bool {
        guard let bar = ibLayout.simulatedMetrics.topBar else { return false }
        return bar.attributes.contains { $0.name == "translucent" && $0.value == "NO" }
    }

    /// The device's safe area for a controller's view as big as the screen, plus a simulated
    /// translucent navigation bar (44 pt) or tab bar (49 pt); none for other roots.
    private mutating func safeAreaInsets(rootKind: RootKind, in ibLayout: IBLayout) -> EdgeInsets {
        guard rootKind == .viewController,
              document.useSafeAreas || ibLayout.controller?.layoutGuides.isEmpty == false || ibLayout.kind == .topLevelView
        else { return .zero }
        let device = context.device
        guard layout.screen == device.size(in: context.orientation) || ibLayout.kind == .topLevelView else { return .zero }
        var insets = device.safeArea(in: context.orientation)
        // A home-button device's top inset is its status bar, which newer Xcode does not draw.
        if Self.canvasHidesStatusBar(document, device: device) { insets.top = 0 }
        let navigationBar: Double = showsNavigationBar(ibLayout) ? 44 : 0
        if !opaqueTopBar, let root = ibLayout.root,
           let stored = IBStoredSafeAreaTop.inset(root: root, device: device, orientation: context.orientation,
                                                  extra: navigationBar) {
            insets.top = stored
        }
        if opaqueTopBar { insets.top = 0 }
        insets.top += navigationBar
        if showsTabBar(ibLayout) { insets.bottom += 49 }
        return ibLayout.kind == .topLevelView ? Self.fitted(insets, into: layout.screen) : insets
    }

    /// A safe area never has a negative size: a small top-level view (a 98 × 35 button drawn on a
    /// retina6_1 screen) cannot be inset by 44 + 34, so the insets shrink to fit it, the far edges
    /// first (the bottom, the right), rather than making a conflict no app would ever see.
    static func fitted(_ insets: EdgeInsets, into size: Size) -> EdgeInsets {
        var fitted = insets
        fitted.top = min(insets.top, max(size.height, 0))
        fitted.bottom = min(insets.bottom, max(size.height - fitted.top, 0))
        fitted.left = min(insets.left, max(size.width, 0))
        fitted.right = min(insets.right, max(size.width - fitted.left, 0))
        return fitted
    }
}
