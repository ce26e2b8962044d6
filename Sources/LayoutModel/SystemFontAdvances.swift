// The fitted numbers of `SystemFontMetrics`. Written by `SystemFontTableTests` from
// Tests/TextMetricsSamples/labels.json (UPDATE_SYSTEM_FONT_TABLE=1); do not edit by hand.
// Method and measured error: docs/semantics.md, "The system font table".
extension SystemFontMetrics {
    /// Regular-weight advances of U+0020 … U+007E in thousandths of an em: the model font's
    /// (`TextMetricsAdvances.swift`) moved by a ridge fit toward the stored label widths. Characters
    /// the samples never show keep the model font's value.
    static let regularASCIIAdvances: [Int] = [
        // space  !    "    #    $    %    &    '    (    )    *    +    ,    -    .    /
        260, 280, 400, 600, 600, 840, 680, 220, 340, 340, 460, 600, 260, 420, 260, 380,
        // 0 … 9
        580, 580, 580, 580, 580, 580, 580, 580, 580, 580,
        // :    ;    <    =    >    ?    @
        260, 260, 600, 600, 600, 500, 900,
        // A    B    C    D    E    F    G    H    I    J    K    L    M
        660, 640, 700, 710, 580, 560, 720, 730, 260, 500, 640, 540, 860,
        // N    O    P    Q    R    S    T    U    V    W    X    Y    Z
        740, 750, 620, 750, 640, 610, 600, 720, 660, 960, 640, 620, 620,
        // [    \    ]    ^    _    `
        340, 380, 340, 500, 500, 300,
        // a    b    c    d    e    f    g    h    i    j    k    l    m
        530, 580, 520, 581, 550, 330, 580, 570, 240, 240, 520, 240, 860,
        // n    o    p    q    r    s    t    u    v    w    x    y    z
        570, 571, 580, 580, 360, 500, 340, 570, 520, 760, 500, 520, 500,
        // {    |    }    ~
        360, 260, 360, 600,
    ]

    /// Any other visible character that is not full width (the model font's average glyph).
    static let otherAdvance = 550

    /// Tracking in the text sizes: -3.7 thousandths of an em at 17 pt, -2.1 more per point above.
    static let textTrackingAt17MilliEm = -3.7
    static let textTrackingPerPointMilliEm = -2.1
    /// Tracking from `opticalSizeSwitch` up.
    static let displayTrackingMilliEm = -24.1

    /// Line heights in thousandths of an em below and from `opticalSizeSwitch`.
    static let textLineHeightMilliEm = 1192
    static let displayLineHeightMilliEm = 1194

    /// Heavy glyphs are this much wider than regular ones (per mille, fitted); medium, semibold
    /// and bold lie on the straight line between regular and heavy by weight class.
    static let heavyWidthPerMille = 1078
}
