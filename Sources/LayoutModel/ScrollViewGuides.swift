/// UIScrollView's two layout guides (iOS 11+): `frameLayoutGuide`, which is the scroll view's
/// frame, and `contentLayoutGuide`, whose size is the content size. Named `<scroll>.frameGuide` and
/// `<scroll>.contentGuide`, both owned by the scroll view.
///
/// The content guide's origin is tied to the scroll view's (content offset 0) but its width and
/// height are left free: only the subviews' constraints to it decide the content size, so content
/// that does not determine it leaves the layout ambiguous, as UIKit's does.
enum ScrollViewGuides {
    static let contentSuffix = "contentGuide"
    static let frameSuffix = "frameGuide"

    static func contentGuideName(of scroll: String) -> String { "\(scroll).\(contentSuffix)" }
    static func frameGuideName(of scroll: String) -> String { "\(scroll).\(frameSuffix)" }

    /// The guides and their required constraints for one scroll view: the content guide first
    /// (UIScrollView declares `contentLayoutGuide` before `frameLayoutGuide`), then the frame guide.
    /// Left/right rather than leading/trailing: both guides sit on the same absolute rectangle in
    /// either layout direction (the content offset is measured from the left), so nothing flips.
    static func generate(for scroll: LayoutItem) -> GeneratedLayout {
        let owner = scroll.name
        let content = contentGuideName(of: owner)
        let frame = frameGuideName(of: owner)
        var generated = GeneratedLayout()
        generated.addGuide(named: content, parent: owner, className: "UILayoutGuide",
                           identifier: "UIScrollView-contentLayoutGuide")
        generated.addGuide(named: frame, parent: owner, className: "UILayoutGuide",
                           identifier: "UIScrollView-frameLayoutGuide")

        func spec(_ guide: String, _ attribute: LayoutAttribute, _ identifier: String, _ detail: String) -> LayoutConstraintSpec {
            LayoutConstraintSpec(
                first: Anchor(guide, attribute), relation: .equal, second: Anchor(owner, attribute),
                identifier: identifier,
                provenance: .generated(Generator(kind: .scrollView, owner: owner, detail: "\(identifier) of `\(owner)`: \(detail)")))
        }
        let contentPrefix = "UIScrollView-contentLayoutGuide-"
        let framePrefix = "UIScrollView-frameLayoutGuide-"
        generated.constraints = [
            // Content offset 0: the content's top-left corner is the scroll view's. No width or height.
            spec(content, .left, contentPrefix + "left", "the content starts at the left edge (content offset 0)"),
            spec(content, .top, contentPrefix + "top", "the content starts at the top edge (content offset 0)"),
            spec(frame, .left, framePrefix + "left", "the frame guide is the scroll view's frame"),
            spec(frame, .top, framePrefix + "top", "the frame guide is the scroll view's frame"),
            spec(frame, .right, framePrefix + "right", "the frame guide is the scroll view's frame"),
            spec(frame, .bottom, framePrefix + "bottom", "the frame guide is the scroll view's frame"),
        ]
        return generated
    }
}
