import LayoutModel
import LayoutScript

// What building one Interface Builder layout gives: the scenario, and what ties its items and
// constraints back to the document (object ids, lines, stored frames, alignment insets).

public struct IBBuiltLayout: Sendable {
    /// One view of the layout and the document object it came from.
    public struct ViewOrigin: Sendable, Equatable {
        public var name: String
        public var ibID: String
        /// The stored `<rect key="frame">`, in superview coordinates; nil when the file has none.
        public var storedFrame: IBRect?
        public var misplaced: Bool
        public var ambiguous: Bool
        /// The element name (`label`, `slider`) and the class the app instantiates.
        public var element: String
        public var className: String
        /// How far the frame reaches beyond the alignment rectangle constraints act on (UISwitch,
        /// UISlider; interface-builder reference §17 item 4): frame = alignment rect outset by these.
        public var alignmentInsets: EdgeInsets
        public var location: IBSourceLocation
    }

    /// One constraint of the layout and the `<constraint>` it came from.
    public struct ConstraintOrigin: Sendable, Equatable {
        /// Index in `scenario.layout.constraints`.
        public var index: Int
        public var ibID: String
        public var userLabel: String?
        public var location: IBSourceLocation
    }

    public var scenario: Scenario
    public var context: IBBuildContext
    /// The layout's root in the document (a scene's root view, a xib's top-level view, a cell).
    public var rootID: String
    /// Every view in layout item order (the root first).
    public var views: [ViewOrigin]
    public var constraints: [ConstraintOrigin]
    /// What was left out or approximated, in the order met.
    public var notes: [IBBuildNote]
    /// The placeholder constraints (`placeholder="YES"`: removed at build time, for code to add
    /// its own), left out of the scenario, as they would read if installed.
    public var placeholderConstraints: [LayoutConstraintSpec] = []

    public func view(ibID: String) -> ViewOrigin? { views.first { $0.ibID == ibID } }
    public func view(named name: String) -> ViewOrigin? { views.first { $0.name == name } }
}
