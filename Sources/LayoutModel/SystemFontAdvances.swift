// The fitted numbers of `SystemFontMetrics`. Written by `SystemFontTableTests` from
// Tests/TextMetricsSamples/labels.json (UPDATE_SYSTEM_FONT_TABLE=1); do not edit by hand.
// Method and measured error: docs/semantics.md, "The system font table".
extension SystemFontMetrics {
    /// Regular-weight advances of U+0020 … U+007E in thousandths of an em: the model font's
    /// (`TextMetricsAdvances.swift`) moved by a ridge fit toward the stored label widths. Characters
    /// the samples never show keep the model font's value.
    static let regularASCIIAdvances: [Int] = [
        // space  !    "    #    $    %    &    '    (    )    *    +    ,    -    .    /
        260, 279, 400, 600, 600, 840, 680, 220, 340, 340, 460, 600, 259, 420, 260, 380,
        // 0 … 9
        580, 577, 580, 580, 581, 581, 582, 580, 580, 580,
        // :    ;    <    =    >    ?    @
        260, 260, 600, 600, 600, 500, 900,
        // A    B    C    D    E    F    G    H    I    J    K    L    M
        658, 639, 700, 710, 580, 559, 721, 730, 260, 500, 640, 540, 861,
        // N    O    P    Q    R    S    T    U    V    W    X    Y    Z
        739, 750, 620, 750, 640, 611, 600, 720, 660, 960, 640, 619, 620,
        // [    \    ]    ^    _    `
        340, 380, 340, 500, 500, 300,
        // a    b    c    d    e    f    g    h    i    j    k    l    m
        530, 580, 520, 581, 551, 330, 580, 570, 239, 240, 520, 240, 861,
        // n    o    p    q    r    s    t    u    v    w    x    y    z
        570, 569, 581, 580, 359, 502, 341, 570, 519, 760, 500, 520, 500,
        // {    |    }    ~
        360, 260, 360, 600,
    ]

    /// Any other visible character that is not full width (the model font's average glyph).
    static let otherAdvance = 550

    /// Tracking in the text sizes: -3.8 thousandths of an em at 17 pt, -2.9 more per point above.
    static let textTrackingAt17MilliEm = -3.8
    static let textTrackingPerPointMilliEm = -2.9
    /// Tracking from `opticalSizeSwitch` up.
    static let displayTrackingMilliEm = -25.9
    /// Tracking from `opticalSizeSwitch` up in documents saved before Xcode 9.
    static let displayTrackingBeforeXcode9MilliEm = -9.7

    /// Line heights in thousandths of an em below and from `opticalSizeSwitch`.
    static let textLineHeightMilliEm = 1192
    static let displayLineHeightMilliEm = 1189

    /// Glyph widths of the other weights relative to regular ones (per mille, fitted per weight).
    static let lightWidthPerMille = 986
    static let mediumWidthPerMille = 1029
    static let semiboldWidthPerMille = 1048
    static let boldWidthPerMille = 1083
    static let heavyWidthPerMille = 1081
}
