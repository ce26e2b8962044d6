/// How big a picture `graph` and `draw` make by default. Past a few hundred boxes a picture is no
/// longer read, only searched, and GraphViz's layered layout of a graph grows faster than its
/// size (dot took about 3.5 s on a views graph of 1 600 views and 5 s on a constraints graph of
/// 3 900 nodes, 9× to 18× more per 4× nodes; docs/performance.md, "Pictures of big layouts").
/// Above the limit the commands draw a summary, say so, and point to `--focus` and `--full`
/// (docs/cli.md).
public enum ReadablePictureSize {
    /// The most nodes (graph) or views and guides (draw) a picture shows without `--full`.
    public static let nodeLimit = 500
}
