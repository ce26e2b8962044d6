/// The page's style sheet. Colours are the pictures' (`GraphStyle`, `WireframeStyle`): red for
/// errors, always with a second cue (a badge's word, a solid or dashed or dotted rule) so no
/// meaning rests on colour alone; the highlight is Okabe and Ito's orange with a heavier stroke,
/// the fix preview their bluish green, dashed. Without the script every step shows.
enum HTMLReportStyle {
    static let css = """
    :root { --ink: #222; --muted: #5a5a5a; --error: #c01010; --warning: #9a4d00; --note: #5a5a5a;
      --highlight: #E69F00; --highlight-soft: #fff0c2; --fix: #009E73; --focus: #0072B2; --panel: #f4f5f7;
      font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); }
    body { margin: 0 auto; max-width: 1280px; padding: 0 1rem 2rem; line-height: 1.45; background: #fff; }
    .skip { position: absolute; left: -9999px; }
    .skip:focus { left: 1rem; top: .5rem; background: #fff; padding: .4rem .8rem; z-index: 5; }
    header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #d8d8d8; padding: .5rem 0; z-index: 3; }
    h1 { font-size: 1.35rem; margin: .2rem 0; }
    h2 { font-size: 1.2rem; margin: 1.2rem 0 .6rem; }
    h3 { font-size: 1.05rem; margin: 1.2rem 0 .4rem; }
    h4 { font-size: 1rem; margin: .3rem 0; }
    h5 { font-size: .95rem; margin: .6rem 0 .2rem; }
    .subtitle { color: var(--muted); margin: 0; }
    .stepper { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-top: .4rem; }
    #position { color: var(--muted); }
    #jump { max-width: min(40rem, 100%); }
    button, select { font: inherit; padding: .2rem .7rem; border: 1px solid #767676; border-radius: 4px; background: #fff; color: var(--ink); }
    button { cursor: pointer; }
    button:disabled { opacity: .45; cursor: default; }
    button[aria-pressed="true"] { background: #e3f5ee; border-color: var(--fix); }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .js .step { display: none; }
    section.step { scroll-margin-top: 9rem; }
    .js .step.current, .js .all-steps .step { display: block; }
    .notes { background: #eef4fb; border-left: 4px solid var(--focus); padding: .3rem .8rem; }
    .notes p { margin: .3rem 0; }
    .summary { margin: .6rem 0; }
    .summary ul { padding-left: 1.2rem; margin: .3rem 0; }
    .summary.ok { border-left: 4px solid var(--fix); padding: .1rem .8rem; }
    .badge { display: inline-block; font-size: .72rem; font-weight: 700; letter-spacing: .03em; text-transform: uppercase;
      padding: 0 .35rem; border: 1px solid currentColor; border-radius: 3px; margin-right: .4rem; }
    .sev-error .badge { color: var(--error); }
    .sev-warning .badge { color: var(--warning); }
    .sev-note .badge { color: var(--note); }
    .view { display: grid; grid-template-columns: minmax(0, 3fr) minmax(15rem, 2fr); gap: 1rem; align-items: start; }
    @media (max-width: 820px) { .view { grid-template-columns: 1fr; } }
    figure { margin: .4rem 0; border: 1px solid #d8d8d8; border-radius: 4px; padding: .5rem; overflow: auto; background: #fff; }
    figure svg { max-width: 100%; height: auto; display: block; }
    figcaption { color: var(--muted); font-size: .85rem; margin-top: .3rem; }
    .detail { background: var(--panel); border-radius: 4px; padding: .6rem .8rem; position: sticky; top: 6.5rem; }
    .detail dl { display: grid; grid-template-columns: auto 1fr; gap: .1rem .8rem; margin: .4rem 0; }
    .detail dt { color: var(--muted); }
    .detail dd { margin: 0; }
    .hint { color: var(--muted); }
    pre.text, pre.edit { white-space: pre-wrap; font: .82rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      background: var(--panel); padding: .5rem .6rem; border-radius: 4px; margin: .3rem 0; }
    article.problem { border-left: 5px solid var(--note); padding: .2rem .8rem; margin: .8rem 0; }
    article.problem.sev-error { border-left: 6px solid var(--error); }
    article.problem.sev-warning { border-left: 5px dashed var(--warning); }
    article.problem.sev-note { border-left: 4px dotted var(--note); }
    article.problem.hl { background: var(--highlight-soft); }
    ol.fixes { padding-left: 1.4rem; }
    li.fix { margin: .4rem 0; }
    .fixhead { display: flex; gap: .6rem; align-items: baseline; flex-wrap: wrap; }
    .caution { color: var(--warning); }
    .gives { color: var(--muted); font-size: .9rem; }
    table { border-collapse: collapse; width: 100%; font-size: .86rem; }
    th, td { text-align: left; padding: .2rem .45rem; border-bottom: 1px solid #e6e6e6; vertical-align: top; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    tbody tr { cursor: pointer; }
    tr.sev-error td:first-child { border-left: 5px solid var(--error); }
    tr.sev-warning td:first-child { border-left: 4px dashed var(--warning); }
    tr.sev-note td:first-child { border-left: 3px dotted var(--note); }
    tr.hl { background: var(--highlight-soft); }
    tr.selected { background: var(--highlight-soft); outline: 2px solid var(--highlight); }
    tr.filtered-out { display: none; }
    .cid { color: var(--muted); }
    .filter { background: var(--highlight-soft); padding: .3rem .6rem; border-radius: 4px; }
    svg .hl > path, svg .hl > polygon, svg .hl > ellipse, svg .hl > polyline { stroke: var(--highlight) !important; stroke-width: 3.5px !important; }
    svg .hl > text { paint-order: stroke; stroke: var(--highlight-soft); stroke-width: 3px; font-weight: 700; }
    svg.has-hl g.node:not(.hl):not(.fixpreview), svg.has-hl g.edge:not(.hl) { opacity: .4; }
    svg g.selectable { cursor: pointer; }
    svg.wireframe-svg g.selectable > polygon { pointer-events: all; }
    .fixpreview { display: none; }
    .fixpreview.shown { display: inline; }
    footer { color: var(--muted); font-size: .85rem; margin-top: 2rem; border-top: 1px solid #d8d8d8; }
    @media print {
      header { position: static; }
      .stepper, button.preview, .skip, .detail, footer { display: none !important; }
      .js .step { display: block !important; break-before: page; }
      .view { display: block; }
      figure, article.problem { break-inside: avoid; }
      svg.has-hl g { opacity: 1 !important; }
    }
    """
}
