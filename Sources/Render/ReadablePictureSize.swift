/// How big a picture `graph` and `draw` make by default. Past a few hundred boxes a picture is no
/// longer read, only searched, and GraphViz's layered layout of a graph grows faster than its
/// size (dot took about 3.5 s on a views graph of 1 600 views and 5 s on a constraints graph of
/// 3 900 nodes, 9× to 18× more per 4× nodes; docs/performance.md, "Pictures of big layouts").
/// Above the limit the commands draw a summary, say so, and point to `--focus` and `--full`
/// (docs/cli.md).
public enum ReadablePictureSize {
    /// The most nodes (graph) or views and guides (draw) a picture shows without `--full`.
    public static let nodeLimit = 500
    /// How deep the views graph nests superviews' frames without `--full`: dot's layout of nested
    /// clusters grows far faster than their number (a chain of 100 nested views took 0.15 s, of 200
    /// 0.74 s, of 400 6.5 s), and 50 frames inside each other are no longer read. Apps nest far less.
    public static let clusterDepthLimit = 50
    /// The most breakpoints a `sweep` chart shows without `--full`. Each is a numbered line across
    /// the plot and a paragraph under it (the chart grows about 55 pt a breakpoint), and finding
    /// each costs a scan of every row that holds the screen's size: a stacked table of 1 000 cells
    /// had 241 between 280 and 420 pt (docs/performance.md, "Every command, console logs and storyboards").
    public static let breakpointLimit = 50
}
