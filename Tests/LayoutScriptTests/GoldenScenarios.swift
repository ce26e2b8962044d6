/// Lesson-shaped scenarios used by the golden and mutation tests.
enum GoldenScenarios {
    static let twoLabels = """
    title "Two labels, one row: the intrinsic conflict"
    screen 320 x 568
    note "Two labels share a row; both want their intrinsic width."

    label name text "Name" hugging h 250
    label level text "Level 12"

    H:|-[name]-[level]-| alignAllFirstBaseline "row"
    V:|-20-[name]

    expect name ambiguous
    expect level ambiguous

    step "Let the level hug" {
        note "251 beats 250: the name stretches."
        set level.hugging h 251
        expect name not ambiguous
        expect level.width == 62 within 1
    }

    step "Narrow window" {
        screen 120 x 568
        set name.compression h 749
        expect "row" satisfied
    }
    """

    static let hideMiddle = """
    title "Hide the middle view"
    screen 320 x 100
    metric gap = 8

    view a intrinsic 60 x 44
    view b intrinsic 60 x 44
    view c intrinsic 60 x 44
    H:|-[a]-gap-[b]
    H:[b]-gap-[c] "b-c"
    V:|-[a]
    b.top == a.top
    c.top == a.top
    inactive c.leading == a.trailing + gap "collapsed"

    stack row axis horizontal spacing 8 alignment center {
        view x intrinsic 60 x 44
        view y intrinsic 60 x 44
        view z intrinsic 60 x 44
    }
    row.leading == root.leadingMargin
    row.bottom == root.bottomMargin

    step "Hide b: a gap is left" {
        set b.hidden true
        expect c.frame == (152, 8, 60, 44)
    }

    step "Masonry swap" {
        deactivate "b-c"
        activate "collapsed"
        expect c.frame == (76, 8, 60, 44)
    }

    step "The stack collapses by itself" {
        set y hidden
        expect z.frame == (68, 0, 60, 44)
    }
    """

    static let cassowary = """
    title "Cassowary: a trade-off between two weak wishes"
    var x, y
    x + y == 10 "sum"
    x >= 0
    y >= 0
    x == 8 @low "x wants 8"
    y == 6 @low "y wants 6"
    2x - y <= 20 @high+1 "cap"
    expect x == 8
    expect "y wants 6" broken 4

    step "y becomes stronger" {
        deactivate "y wants 6"
        y == 6 @751 "y insists"
        expect y == 6
        expect "x wants 8" broken 4
    }
    """

    static let autoresizing = """
    title "Autoresizing-mask constraints leak in"
    screen 320 x 568
    compatibility ios10
    safeArea top 20
    view banner frame (0, 0, 320, 50) mask h=-&- v=--&
    label caption in banner text "Hi" font 15 lines 0 preferredMaxLayoutWidth automatic
    banner.height == 60 "tall"
    caption.centerY == superview.centerY
    expect conflict "tall" broken "tall"
    step "Turn translation off" {
        set banner.translatesAutoresizingMask false
        expect no conflict
    }
    """

    static let all = [("two-labels", twoLabels), ("hide-middle", hideMiddle), ("cassowary", cassowary), ("autoresizing", autoresizing)]
}
