import Cassowary

/// The framework a layout's recoveries are told as (`Layout.framework`).
public enum UIFramework: String, Sendable {
    case uikit = "UIKit"
    case appKit = "AppKit"
}

/// Which iOS release's UIKit to follow where its Auto Layout behaviour changed between releases
/// (`compatibility ios10` in a scenario; docs/semantics.md, "Hidden arranged views").
public struct UIKitCompatibility: Hashable, Sendable {
    /// The iOS major version.
    public let iOSVersion: Int

    /// The releases a scenario may name: every major version from the first with UIStackView.
    public static let knownVersions = Array(9...18) + [26]
    /// What a scenario follows unless it says otherwise (the version UIKit logs are printed as).
    public static let current = UIKitCompatibility(checked: 17)
    /// The last release whose UISV-hiding is required: iOS 10 logs show it in conflicts, and the
    /// same nested stack hidden on iOS 11 logs nothing (docs/semantics.md cites both).
    public static let lastRequiredHidingVersion = 10

    public init?(iOSVersion: Int) {
        guard Self.knownVersions.contains(iOSVersion) else { return nil }
        self.iOSVersion = iOSVersion
    }

    private init(checked version: Int) { iOSVersion = version }

    /// `ios10` → iOS 10; nothing else (one spelling, lower case, no space).
    public init?(spelling: String) {
        guard spelling.hasPrefix("ios"), let version = Int(spelling.dropFirst(3)),
              String(version) == spelling.dropFirst(3) else { return nil }
        self.init(iOSVersion: version)
    }

    /// How a scenario writes it: `ios10`.
    public var spelling: String { "ios\(iOSVersion)" }

    /// A hidden arranged view's `UISV-hiding` priority: required up to iOS 10, 999.999 after.
    public var stackHidingPriority: Double { iOSVersion <= Self.lastRequiredHidingVersion ? 1000 : 999.999 }
}

/// `coefficient × variable` over a plain (named) variable.
public struct NamedTerm: Hashable, Sendable {
    public var variable: String
    public var coefficient: Double
    public init(_ variable: String, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear constraint over plain variables, for teaching Cassowary itself (`2*x + y >= 10 @250`):
/// `Σ terms + constant (relation) 0`.
public struct LinearConstraintSpec: Hashable, Sendable {
    public var terms: [NamedTerm]
    public var constant: Double
    public var relation: Relation
    public var priority: Double
    public var identifier: String?
    public var isActive: Bool
    public var location: SourceLocation

    public init(terms: [NamedTerm], constant: Double, relation: Relation, priority: Double = 1000,
                identifier: String? = nil, isActive: Bool = true, location: SourceLocation) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
        self.isActive = isActive
        self.location = location
    }
}

/// Everything a scenario describes at one moment: the screen, the items (root first, then in
/// declaration order) and the constraints written for them. System-made constraints are not stored
/// here: they are derived from the items each time (see `SystemConstraints`, `ContentSize`).
public struct Layout: Sendable {
    public var rootName = "root"
    /// The root view's size (the screen, or the window): UIView-Encapsulated-Layout-Width/Height.
    public var screen = Size(width: 320, height: 568)
    /// Insets of the root's safe-area guide.
    public var safeAreaInsets = EdgeInsets.zero
    public var compatibility = UIKitCompatibility.current
    /// Whose layout engine the layout stands for, in words only (the engine is the same): an
    /// AppKit console log's conflicts are told as AppKit's.
    public var framework = UIFramework.uikit
    public var items: [LayoutItem] {
        // Any change, even to one item in place, starts a new index; it is built at the next lookup.
        didSet { itemIndex = ItemNameIndex() }
    }
    private var itemIndex = ItemNameIndex()
    public var constraints: [LayoutConstraintSpec] = []
    /// Plain variables and linear constraints (pure Cassowary lessons).
    public var variables: [String] = []
    public var linearConstraints: [LinearConstraintSpec] = []
    /// Views a step removed from their superview (with their subtrees and the constraints held
    /// inside them), waiting to be added back; they take no part in the layout meanwhile.
    public var removedViews: [RemovedView] = []
    /// Constraints the input records UIKit breaking to recover (a console log's "Will attempt to
    /// recover by breaking constraint"): a conflict that holds one breaks it, as UIKit did, instead
    /// of the member the recovery rule would choose (`RecoveryChoice.recordedByUIKit`).
    public var recordedRecoveries: [LayoutConstraintSpec] = []

    public init(rootName: String = "root", screen: Size = Size(width: 320, height: 568)) {
        self.rootName = rootName
        self.screen = screen
        self.items = [LayoutItem(name: rootName, kind: .view, parent: nil)]
    }

    /// Adds an item at the end, in place. From another module `layout.items.append` goes through the
    /// property's getter and setter (it has an observer), copying every item at each append.
    public mutating func appendItem(_ item: LayoutItem) {
        items.append(item)
    }

    /// Changes one item in place (from another module, `layout.items[i].x = …` copies every item,
    /// as `appendItem` says).
    public mutating func updateItem(at index: Int, _ change: (inout LayoutItem) -> Void) {
        change(&items[index])
    }

    public func item(named name: String) -> LayoutItem? {
        index(ofItem: name).map { items[$0] }
    }

    public func index(ofItem name: String) -> Int? {
        itemIndex.position(of: name, in: items)
    }

    /// The chain of superviews from `name` up to the root, `name` first.
    public func ancestors(of name: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = name
        while let itemName = current, let found = item(named: itemName), seen.insert(itemName).inserted {
            chain.append(itemName)
            current = found.parent
        }
        return chain
    }
}
