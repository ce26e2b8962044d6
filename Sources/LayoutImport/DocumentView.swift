import LayoutModel

/// One view of a layout read from a document that names its objects and stores the frames its
/// editor solved (an Interface Builder document): what ties the layout's item back to the file,
/// for JSON (`ibID`), for locating findings, and for telling misplaced views apart.
public struct DocumentView: Sendable, Equatable {
    /// The item's name in the scenario.
    public var item: String
    /// The document's own id for the object (Interface Builder's `id="8bC-Xf-vdC"`).
    public var objectID: String
    /// Where the object is declared in the file.
    public var location: SourceLocation
    /// The frame the document stores, in superview coordinates, as the editor solved it for the
    /// layout's device; nil when the file stores none or the layout is built for another device.
    public var storedFrame: Rect?
    /// How far the view's frame reaches beyond the alignment rectangle its constraints act on
    /// (a switch, a slider): its frame is the solved rectangle outset by these.
    public var alignmentInsets: EdgeInsets
    /// The document's own flags: its editor saw the frame differ from its solution, or found the
    /// view's frame undecided.
    public var flaggedMisplaced: Bool
    public var flaggedAmbiguous: Bool
    /// The layout's root (its frame is the container's, never compared).
    public var isRoot: Bool

    public init(item: String, objectID: String, location: SourceLocation, storedFrame: Rect?,
                alignmentInsets: EdgeInsets = .zero, flaggedMisplaced: Bool = false, flaggedAmbiguous: Bool = false,
                isRoot: Bool = false) {
        self.item = item
        self.objectID = objectID
        self.location = location
        self.storedFrame = storedFrame
        self.alignmentInsets = alignmentInsets
        self.flaggedMisplaced = flaggedMisplaced
        self.flaggedAmbiguous = flaggedAmbiguous
        self.isRoot = isRoot
    }

    /// The frame as the document stores frames, from the rectangle the engine solved.
    public func documentFrame(ofSolved frame: Rect) -> Rect {
        frame.outset(by: alignmentInsets)
    }
}

/// What a document-backed layout knows beyond its scenario: the device it was laid out for and
/// its views' ids and stored frames. Nil for formats that have neither (`.layout`, logs).
public struct DocumentFacts: Sendable, Equatable {
    public var device: Device
    public var orientation: Orientation
    /// Whether the device and orientation are the ones the document was saved for: its stored
    /// frames are then the editor's solution for this layout.
    public var isDocumentDevice: Bool
    /// In layout item order, the root first.
    public var views: [DocumentView]
    /// The constraints the document declares, in the scenario's constraint order.
    public var constraints: [DocumentConstraint]
    /// What the import left out or approximated, in the order met.
    public var notes: [DocumentNote]
    /// Set when the layout is a cell laid out on its own, apart from the scene that holds it.
    public var cell: DocumentCell?
    /// Constraints the document declares as placeholders (Interface Builder's "Remove at build
    /// time": code adds its own), left out of the scenario, as they would read if installed.
    public var placeholderConstraints: [LayoutConstraintSpec]

    public init(device: Device, orientation: Orientation, isDocumentDevice: Bool, views: [DocumentView],
                constraints: [DocumentConstraint], notes: [DocumentNote], cell: DocumentCell? = nil,
                placeholderConstraints: [LayoutConstraintSpec] = []) {
        self.device = device
        self.orientation = orientation
        self.isDocumentDevice = isDocumentDevice
        self.views = views
        self.constraints = constraints
        self.notes = notes
        self.cell = cell
        self.placeholderConstraints = placeholderConstraints
    }

    public func view(item: String) -> DocumentView? { views.first { $0.item == item } }

    /// The document constraint a scenario constraint came from: the one declared at its location.
    public func constraint(at location: SourceLocation) -> DocumentConstraint? {
        constraints.first { $0.location == location }
    }

    /// The document constraint a scenario identifier names.
    public func constraint(identifier: String) -> DocumentConstraint? {
        constraints.first { $0.identifier == identifier }
    }
}

/// A table or collection cell laid out as a layout of its own (a table lays its cells out row by
/// row, apart from its scene), so what is found in it can say where: the cell and its scene.
public struct DocumentCell: Sendable, Equatable {
    /// The cell's own object id (Interface Builder's `id`), which is also the layout's id.
    public var objectID: String
    /// Its custom class, else its element (`tableViewCell`, `collectionViewCell`).
    public var className: String
    /// The id of the layout that holds it: the scene's id, or a xib's top-level view's.
    public var scene: String

    public init(objectID: String, className: String, scene: String) {
        self.objectID = objectID
        self.className = className
        self.scene = scene
    }
}

/// One constraint a document declares, as the document names it.
public struct DocumentConstraint: Sendable, Equatable {
    /// Its index in the scenario's `layout.constraints`.
    public var index: Int
    public var objectID: String
    /// Its identifier in the scenario: the document's own, else the object id.
    public var identifier: String
    /// The name the user gave it in the editor (Interface Builder's Label field), if any.
    public var userLabel: String?
    public var location: SourceLocation

    public init(index: Int, objectID: String, identifier: String, userLabel: String?, location: SourceLocation) {
        self.index = index
        self.objectID = objectID
        self.identifier = identifier
        self.userLabel = userLabel
        self.location = location
    }
}

/// Something the import of a document left out or approximated, located at the object it is about.
public struct DocumentNote: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var objectID: String?
    public var location: SourceLocation?

    public init(message: String, objectID: String?, location: SourceLocation?) {
        self.message = message
        self.objectID = objectID
        self.location = location
    }

    /// `Main.storyboard:42:21: aB3-x9-Q1r: image "logo" has no size in the document's resources; …`.
    public var description: String {
        [location?.description, objectID].compactMap { $0 }.map { $0 + ": " }.joined() + message
    }
}
