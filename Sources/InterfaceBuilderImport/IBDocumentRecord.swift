// What an Interface Builder document (.xib, .storyboard) says, read faithfully and nothing more:
// the envelope, each layout (a storyboard scene or a xib's top-level view) with its view tree,
// constraints, size-class variations and outlets. Nothing is solved, resolved for a device or
// given a default that the file itself does not imply; turning a record into a scenario is the
// next layer's job. Positions are the file's own lines and columns (1-based).

/// Where an element starts in the file: the line and column of its `<`.
public struct IBSourceLocation: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: IBSourceLocation, b: IBSourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A storyboard (scenes) or a xib (top-level objects).
public enum IBDocumentKind: String, Sendable, Equatable {
    case xib, storyboard
}

/// The platform a document targets, from `targetRuntime`.
public enum IBRuntime: String, Sendable, Equatable {
    /// `iOS.CocoaTouch` (and its old `iOS.CocoaTouch.iPad` spelling).
    case iOS
    /// `AppleTV`: UIKit on tvOS.
    case tvOS
    /// `watchKit`.
    case watchOS
    /// `MacOSX.Cocoa`: AppKit.
    case macOS
    /// Anything else, or no `targetRuntime` at all.
    case other

    init(targetRuntime: String?) {
        switch targetRuntime {
        case let value? where value.hasPrefix("iOS.CocoaTouch"): self = .iOS
        case "AppleTV": self = .tvOS
        case "watchKit": self = .watchOS
        case "MacOSX.Cocoa": self = .macOS
        default: self = .other
        }
    }

    /// UIKit's Auto Layout applies (iOS and tvOS documents).
    public var isUIKit: Bool { self == .iOS || self == .tvOS }
}

/// The whole document.
public struct IBDocument: Sendable, Equatable {
    public var kind: IBDocumentKind
    /// `type`, as written (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, …).
    public var type: String?
    public var version: String?
    /// The Interface Builder build that saved the file; for messages only (it is not monotonic).
    public var toolsVersion: String?
    public var systemVersion: String?
    /// `targetRuntime` as written, and what it means.
    public var targetRuntime: String?
    public var runtime: IBRuntime
    /// `useAutolayout="YES"`; absent means springs and struts only.
    public var useAutolayout: Bool
    public var useTraitCollections: Bool
    public var useSafeAreas: Bool
    public var launchScreen: Bool
    /// The entry scene's controller id (storyboards).
    public var initialViewController: String?
    /// `<device>`: the design device (Xcode 8 and later).
    public var device: IBDevice?
    /// `<simulatedMetricsContainer>`: the design device of files from Xcode 6 and earlier.
    public var legacyMetrics: IBLegacyMetrics?
    /// Image sizes from `<resources>` (named colours are not kept).
    public var images: [IBImageResource]
    /// The layouts in document order: each scene of a storyboard, each top-level view (or
    /// controller) of a xib.
    public var layouts: [IBLayout]
    /// Every outlet of every object, in document order.
    public var outlets: [IBOutlet]
    /// Every segue of every object, in document order.
    public var segues: [IBSegue] = []
    /// Where the `<document>` element starts: what a refusal of the whole document points at.
    public var location = IBSourceLocation(line: 1, column: 1)
    /// Elements met where a view was expected that are not views (no frame, no subviews): skipped.
    public var ignoredElements: [IBIgnoredElement]
    /// What is wrong in the file (duplicate ids, dangling references, unreadable values), in
    /// file order. The parts concerned are left out of the record; everything else is read.
    public var problems: [IBProblem]

    public init(kind: IBDocumentKind, type: String? = nil, version: String? = nil, toolsVersion: String? = nil,
                systemVersion: String? = nil, targetRuntime: String? = nil, useAutolayout: Bool = false,
                useTraitCollections: Bool = false, useSafeAreas: Bool = false, launchScreen: Bool = false,
                initialViewController: String? = nil, device: IBDevice? = nil, legacyMetrics: IBLegacyMetrics? = nil,
                images: [IBImageResource] = [], layouts: [IBLayout] = [], outlets: [IBOutlet] = [],
                ignoredElements: [IBIgnoredElement] = [], problems: [IBProblem] = []) {
        self.kind = kind
        self.type = type
        self.version = version
        self.toolsVersion = toolsVersion
        self.systemVersion = systemVersion
        self.targetRuntime = targetRuntime
        self.runtime = IBRuntime(targetRuntime: targetRuntime)
        self.useAutolayout = useAutolayout
        self.useTraitCollections = useTraitCollections
        self.useSafeAreas = useSafeAreas
        self.launchScreen = launchScreen
        self.initialViewController = initialViewController
        self.device = device
        self.legacyMetrics = legacyMetrics
        self.images = images
        self.layouts = layouts
        self.outlets = outlets
        self.ignoredElements = ignoredElements
        self.problems = problems
    }

    /// Why the document cannot be laid out as UIKit would, if it cannot: a platform other than
    /// iOS or tvOS, or Auto Layout switched off. The importer decides what to do with it.
    public var refusal: IBRefusal? {
        if !runtime.isUIKit {
            return IBRefusal(reason: .platform, message: runtime == .macOS
                ? "an AppKit document (targetRuntime MacOSX.Cocoa); only UIKit documents (iOS, tvOS) are laid out"
                : "targetRuntime \(targetRuntime.map { "'\($0)'" } ?? "absent"); only UIKit documents (iOS, tvOS) are laid out")
        }
        if !useAutolayout {
            return IBRefusal(reason: .autoLayoutOff,
                             message: "Auto Layout is off in this document (no useAutolayout=\"YES\"): its views are placed by autoresizing masks only")
        }
        return nil
    }
}

/// Why a readable document is not laid out.
public struct IBRefusal: Sendable, Equatable {
    public enum Reason: String, Sendable, Equatable {
        case platform, autoLayoutOff
    }
    public var reason: Reason
    public var message: String
}

/// `<device id="retina6_1" orientation="portrait" appearance="light"><adaptation id="fullscreen"/></device>`.
public struct IBDevice: Sendable, Equatable {
    public var id: String
    /// Absent in the file means portrait; kept as written (nil when absent).
    public var orientation: String?
    public var appearance: String?
    /// `<adaptation id>` (Xcode 8–10) or the `layout` attribute (Xcode 11+).
    public var adaptation: String?
    public var location: IBSourceLocation
}

/// `<simulatedMetricsContainer key="defaultSimulatedMetrics">` of old documents.
public struct IBLegacyMetrics: Sendable, Equatable {
    /// `<simulatedScreenMetrics key="destination" type="retina4">`'s type.
    public var screenType: String?
    /// `<size key="portraitSize">` and `landscapeSize` when written.
    public var portraitSize: IBSize?
    public var landscapeSize: IBSize?
    /// `<simulatedOrientationMetrics key="orientation" orientation=…>`.
    public var orientation: String?
    public var location: IBSourceLocation
}

/// `<image name="logo" width="120" height="40"/>` in `<resources>`.
public struct IBImageResource: Sendable, Equatable {
    public var name: String
    public var width: Double?
    public var height: Double?
    /// `catalog="system"` for SF Symbols.
    public var catalog: String?
    public var location: IBSourceLocation
}

public struct IBSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// One layout: a storyboard scene, or a top-level view (or view controller) of a xib.
public struct IBLayout: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case scene, topLevelView, topLevelController
    }
    public var kind: Kind
    /// `sceneID` of a storyboard scene.
    public var sceneID: String?
    /// The scene's (or xib's top-level) controller; nil for a xib's top-level view.
    public var controller: IBController?
    /// The view laid out: the controller's `key="view"` or the xib's top-level view; nil for a
    /// controller without a view of its own (navigation, tab bar controllers, references).
    public var root: IBView?
    /// Other views of a scene's dock (top-level views next to the controller), not in the tree.
    public var detachedViews: [IBView]
    /// Simulated bars and size: the controller's, or the top-level view's in a xib.
    public var simulatedMetrics: IBSimulatedMetrics
    public var location: IBSourceLocation

    public init(kind: Kind, sceneID: String? = nil, controller: IBController? = nil, root: IBView? = nil,
                detachedViews: [IBView] = [], simulatedMetrics: IBSimulatedMetrics = IBSimulatedMetrics(),
                location: IBSourceLocation) {
        self.kind = kind
        self.sceneID = sceneID
        self.controller = controller
        self.root = root
        self.detachedViews = detachedViews
        self.simulatedMetrics = simulatedMetrics
        self.location = location
    }

    /// Every view of the tree in document order (root first, then depth first).
    public var allViews: [IBView] { root.map { $0.selfAndDescendants } ?? [] }
}

/// A controller element (`viewController`, `tableViewController`, `navigationController`, …).
public struct IBController: Sendable, Equatable {
    public var element: String
    public var id: String?
    public var customClass: String?
    public var customModule: String?
    public var title: String?
    public var userLabel: String?
    public var storyboardIdentifier: String?
    /// `<layoutGuides>`: the old top and bottom layout guides, owned by the root view.
    public var layoutGuides: [IBLayoutGuide]
    public var location: IBSourceLocation
}

/// The simulated metrics written on a controller (or a xib's top-level view).
public struct IBSimulatedMetrics: Sendable, Equatable {
    /// `simulatedStatusBarMetrics`, `simulatedTopBarMetrics`, `simulatedBottomBarMetrics`.
    public var statusBar: IBSimulatedBar?
    public var topBar: IBSimulatedBar?
    public var bottomBar: IBSimulatedBar?
    /// `simulatedDestinationMetrics`: `freeformSimulatedSizeMetrics` or `simulatedScreenMetrics`.
    public var destination: IBSimulatedBar?
    /// `<size key="freeformSize">`.
    public var freeformSize: IBSize?
    /// `simulatedOrientationMetrics`' orientation.
    public var orientation: String?

    public init(statusBar: IBSimulatedBar? = nil, topBar: IBSimulatedBar? = nil, bottomBar: IBSimulatedBar? = nil,
                destination: IBSimulatedBar? = nil, freeformSize: IBSize? = nil, orientation: String? = nil) {
        self.statusBar = statusBar
        self.topBar = topBar
        self.bottomBar = bottomBar
        self.destination = destination
        self.freeformSize = freeformSize
        self.orientation = orientation
    }

    public var isEmpty: Bool { self == IBSimulatedMetrics() }
}

/// One simulated-metrics element: its name (`simulatedNavigationBarMetrics`, or `nil` for "none")
/// and its attributes other than `key`, sorted by name.
public struct IBSimulatedBar: Sendable, Equatable {
    public var element: String
    public var attributes: [IBAttribute]
}

/// An attribute as written.
public struct IBAttribute: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A constraint item that is not a view.
public struct IBLayoutGuide: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// `<viewLayoutGuide key="safeArea">`.
        case safeArea
        /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
        case contentLayoutGuide, frameLayoutGuide
        /// `<viewControllerLayoutGuide type="top|bottom">`.
        case topLayoutGuide, bottomLayoutGuide
        /// Any other `viewLayoutGuide` key.
        case other
    }
    public var id: String
    public var kind: Kind
    /// The key or type as written.
    public var written: String
    /// The view whose guide it is (for the controller guides: the controller's root view).
    public var owner: String?
    public var location: IBSourceLocation
}

/// `<outlet property="titleLabel" destination="abc-de-fgh"/>` in some object's `<connections>`.
public struct IBOutlet: Sendable, Equatable {
    /// The object whose `<connections>` hold it (its id), e.g. File's Owner `-1` or a controller.
    public var owner: String?
    public var property: String
    public var destination: String
    /// `outletCollection` rather than `outlet`.
    public var isCollection: Bool
    public var location: IBSourceLocation
}

/// An element skipped where a view was expected.
public struct IBIgnoredElement: Sendable, Equatable {
    public var element: String
    public var id: String?
    public var location: IBSourceLocation
}

/// Something wrong in the file, with the object and where.
public struct IBProblem: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// Two objects with one id.
        case duplicateID
        /// A constraint, mask or outlet naming an id that is no item of the document.
        case unknownReference
        /// A constraint attribute or relation that does not exist.
        case unknownAttribute
        /// A number that cannot be read (or a multiplier with a zero divisor, a priority outside 1…1000).
        case badNumber
        /// A required attribute missing, or a value of the wrong form.
        case badValue
    }
    public var kind: Kind
    public var message: String
    /// The object concerned (its `id`), when it has one.
    public var objectID: String?
    public var location: IBSourceLocation

    public init(kind: Kind, message: String, objectID: String?, location: IBSourceLocation) {
        self.kind = kind
        self.message = message
        self.objectID = objectID
        self.location = location
    }

    public var description: String {
        "\(location): \(objectID.map { "\($0): " } ?? "")\(message)"
    }
}

/// Why a file could not be read as a document at all.
public struct IBReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// The XML parser stopped (a cut or damaged file).
        case malformedXML
        /// No element at all.
        case emptyDocument
        /// `<archive>`: the Interface Builder 3 format of Xcode 4 and earlier.
        case legacyArchive
        /// A root element other than `<document>`.
        case notADocument
        /// Elements nested deeper than any Interface Builder document nests them.
        case tooDeep
    }
    public var kind: Kind
    public var location: IBSourceLocation
    public var message: String

    public init(kind: Kind, location: IBSourceLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// A well-formed file of another kind (refused with a reason) rather than a damaged one.
    public var isRefusal: Bool { kind == .legacyArchive || kind == .notADocument }

    public var description: String { "\(location): \(message)" }
}
