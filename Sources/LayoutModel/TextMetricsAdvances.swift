/// Horizontal advances of layoutdbg's model font, a made-up system-like sans-serif.
///
/// The numbers are this project's own: round values chosen so that common words come out close to
/// what UIKit's system font measures (17 pt "Hello" ≈ 40 pt) while staying easy to add up by hand.
/// They are not taken from any real font's tables. Units are thousandths of an em; a glyph's width
/// in points is `advance × fontSize / 1000`. Integers keep sums exact and the model deterministic.
extension TextMetrics {
    /// Advances for the printable ASCII characters U+0020 (space) … U+007E (`~`), in code-point order.
    static let asciiAdvances: [Int] = [
        // space  !    "    #    $    %    &    '    (    )    *    +    ,    -    .    /
        260, 280, 400, 600, 600, 840, 680, 220, 340, 340, 460, 600, 260, 420, 260, 380,
        // 0 … 9: tabular figures, all one width so numbers line up.
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
        530, 580, 520, 580, 550, 330, 580, 570, 240, 240, 520, 240, 860,
        // n    o    p    q    r    s    t    u    v    w    x    y    z
        570, 570, 580, 580, 360, 500, 340, 570, 520, 760, 500, 520, 500,
        // {    |    }    ~
        360, 260, 360, 600,
    ]

    /// Full-width glyphs (CJK ideographs, kana, Hangul, full-width forms, emoji) are one em wide.
    static let fullWidthAdvance = 1000
    /// Any other visible character (accented Latin, Greek, Cyrillic, symbols …): an average glyph.
    static let fallbackAdvance = 550

    /// The advance of one character (a grapheme cluster) in thousandths of an em.
    /// The cluster's first scalar decides; combining marks and variation selectors that follow it
    /// add nothing, so "é" written as e + U+0301 measures like "e".
    static func advanceMilliEm(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value >= 0x20 && value <= 0x7E { return asciiAdvances[Int(value - 0x20)] }
        // A tab and the no-break space measure like a space.
        if value == 0x09 || value == 0xA0 { return asciiAdvances[0] }
        if isInvisible(value) { return 0 }
        if isFullWidth(value) { return fullWidthAdvance }
        return fallbackAdvance
    }

    /// Control characters, combining marks, zero-width spaces and joiners, variation selectors.
    private static func isInvisible(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x0300...0x036F: return true
        case 0x200B...0x200F, 0x2060...0x2064, 0xFEFF: return true
        case 0xFE00...0xFE0F: return true
        default: return false
        }
    }

    private static func isFullWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F: return true    // Hangul Jamo (leading consonants)
        case 0x2E80...0x303E: return true    // CJK radicals, punctuation
        case 0x3041...0x33FF: return true    // kana, CJK compatibility
        case 0x3400...0x4DBF: return true    // CJK extension A
        case 0x4E00...0x9FFF: return true    // CJK unified ideographs
        case 0xA000...0xA4CF: return true    // Yi
        case 0xAC00...0xD7A3: return true    // Hangul syllables
        case 0xF900...0xFAFF: return true    // CJK compatibility ideographs
        case 0xFE30...0xFE4F: return true    // CJK compatibility forms
        case 0xFF00...0xFF60, 0xFFE0...0xFFE6: return true  // full-width forms
        case 0x1F300...0x1F64F, 0x1F900...0x1FAFF: return true  // emoji pictographs
        case 0x20000...0x3FFFD: return true  // CJK extensions B and later
        default: return false
        }
    }
}
