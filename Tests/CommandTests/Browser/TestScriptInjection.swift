import Foundation

/// One named run of actions on a loaded page: the body of an async JavaScript function whose
/// return value (anything `JSON.stringify` takes) comes back to the test.
struct BrowserScenario {
    let name: String
    let script: String
}

struct ScriptInjectionError: Error, CustomStringConvertible {
    let description: String
}

/// Writes the test's scripts into a copy of a page: an early script at the top of `<head>` that
/// records errors and offers event helpers, and an action script at the end of `<body>` that runs
/// the scenarios after the load event and writes their results, between two markers, into a
/// hidden element that `--dump-dom` prints.
enum TestScriptInjection {
    static let resultBegin = "LAYOUTDBG_TEST_RESULT_BEGIN"
    static let resultEnd = "LAYOUTDBG_TEST_RESULT_END"

    /// A page that works from disk loads nothing from elsewhere: with this policy anything it
    /// fetches (scripts, styles, images or fonts by URL, `fetch`) is blocked and recorded as a
    /// "csp" error. Inline scripts and styles and `data:` images and fonts stay allowed.
    static let offlinePolicy = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        + "img-src data: blob:; font-src data:; media-src data: blob:"

    static func instrument(_ html: String, scenarios: [BrowserScenario], resetScript: String?,
                           contentSecurityPolicy: String?) throws -> String {
        for script in scenarios.map(\.script) + [resetScript].compactMap({ $0 })
        where script.range(of: "</script", options: .caseInsensitive) != nil {
            throw ScriptInjectionError(description: "a test script may not contain </script: it would end the injected element")
        }
        var early = ""
        if let contentSecurityPolicy {
            early += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">"
        }
        early += "<script>\(earlyScript)</script>"
        let action = "<script>\(try actionScript(scenarios: scenarios, resetScript: resetScript))</script>"

        var page = html
        page.insert(contentsOf: early, at: headContentStart(in: page))
        if let bodyEnd = page.range(of: "</body>", options: [.caseInsensitive, .backwards]) {
            page.insert(contentsOf: action, at: bodyEnd.lowerBound)
        } else {
            page += action
        }
        return page
    }

    /// Just after `<head …>`, else after `<html …>`, else after the doctype, else the start: the
    /// early script must run before any of the page's own scripts.
    private static func headContentStart(in page: String) -> String.Index {
        for tag in ["<head", "<html"] {
            var searchStart = page.startIndex
            while let open = page.range(of: tag, options: .caseInsensitive, range: searchStart..<page.endIndex) {
                // `<header` is not `<head`: the tag name must end here.
                if let next = page[open.upperBound...].first, next == ">" || next.isWhitespace,
                   let close = page[open.upperBound...].firstIndex(of: ">") {
                    return page.index(after: close)
                }
                searchStart = open.upperBound
            }
        }
        if let doctype = page.range(of: "<!doctype", options: .caseInsensitive),
           let close = page[doctype.upperBound...].firstIndex(of: ">") {
            return page.index(after: close)
        }
        return page.startIndex
    }

    /// A JavaScript string literal (JSON's escapes are JavaScript's; `/` is escaped, so no
    /// `</script>` can appear in it).
    private static func literal(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }

    private static func actionScript(scenarios: [BrowserScenario], resetScript: String?) throws -> String {
        let list = try scenarios.map { "{ name: \(try literal($0.name)), run: async function () {\n\($0.script)\n} }" }
        let reset = resetScript.map { "async function () {\n\($0)\n}" } ?? "null"
        return """
        (function () {
          "use strict";
          var state = window.__layoutdbgTestState;
          var scenarios = [\(list.joined(separator: ",\n"))];
          var reset = \(reset);
          function describe(error) { return error && error.stack ? String(error.stack) : String(error); }
          function write(outcome) {
            // <, > and & written as \\u escapes: the DOM dump then prints the JSON unchanged.
            var text = JSON.stringify(outcome).replace(/[<>&\\u00a0]/g, function (c) {
              return "\\\\u" + ("000" + c.charCodeAt(0).toString(16)).slice(-4);
            });
            var holder = document.createElement("pre");
            holder.hidden = true;
            // Split so the markers appear in the dump only where a result was written.
            holder.textContent = "\(resultBegin.prefix(12))" + "\(resultBegin.dropFirst(12))" + text
              + "\(resultEnd.prefix(12))" + "\(resultEnd.dropFirst(12))";
            (document.body || document.documentElement).appendChild(holder);
          }
          async function runAll() {
            var results = [];
            for (var index = 0; index < scenarios.length; index++) {
              var scenario = scenarios[index];
              state.scenario = scenario.name;
              try {
                if (index > 0 && reset) { await reset(); }
                var value = await scenario.run();
                // Copied now: a later reset may change the objects the scenario returned.
                var copy = value === undefined ? null : JSON.parse(JSON.stringify(value));
                results.push({ name: scenario.name, value: copy, error: null });
              } catch (error) {
                results.push({ name: scenario.name, value: null, error: describe(error) });
              }
            }
            state.scenario = null;
            write({ scenarios: results, errors: state.errors });
          }
          function start() {
            setTimeout(function () {
              runAll().catch(function (error) {
                write({ scenarios: [], errors: state.errors.concat([{ kind: "harness", message: describe(error), scenario: null }]) });
              });
            }, 0);
          }
          if (document.readyState === "complete") { start(); } else { window.addEventListener("load", start); }
        })();
        """
    }

    /// Records uncaught errors, rejected promises, failed loads, blocked fetches and
    /// `console.error` calls, and gives the action scripts `layoutdbgTest`: helpers that dispatch
    /// real DOM events (a `MouseEvent`, `KeyboardEvent` or focus change the page's own listeners
    /// receive). Synthetic events do not set CSS `:hover`; a test of a hover style checks the
    /// class or attribute the page's `mouseover` handler sets.
    static let earlyScript = """
    (function () {
      "use strict";
      var state = { errors: [], scenario: null };
      Object.defineProperty(window, "__layoutdbgTestState", { value: state });
      function record(kind, message) {
        state.errors.push({ kind: kind, message: String(message), scenario: state.scenario });
      }
      window.addEventListener("error", function (event) {
        if (event instanceof ErrorEvent) {
          var where = event.filename ? " (" + event.filename.split("/").pop() + ":" + event.lineno + ":" + event.colno + ")" : "";
          record("uncaught", event.message + where);
        } else if (event.target && event.target !== window && event.target.tagName) {
          var target = event.target;
          record("resource", "<" + target.tagName.toLowerCase() + "> failed to load " + (target.currentSrc || target.src || target.href || ""));
        }
      }, true);
      window.addEventListener("unhandledrejection", function (event) {
        var reason = event.reason;
        record("unhandledrejection", reason && reason.stack ? reason.stack : String(reason));
      });
      document.addEventListener("securitypolicyviolation", function (event) {
        record("csp", event.violatedDirective + " blocked " + (event.blockedURI || "an inline resource"));
      });
      var consoleError = console.error;
      console.error = function () {
        record("console.error", Array.prototype.map.call(arguments, function (part) {
          return part && part.stack ? part.stack : String(part);
        }).join(" "));
        return consoleError.apply(console, arguments);
      };
      function element(target) {
        if (typeof target !== "string") { return target; }
        var found = document.querySelector(target);
        if (!found) { throw new Error("no element matches " + target); }
        return found;
      }
      function centre(node) {
        var box = node.getBoundingClientRect();
        return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
      }
      function mouse(node, type, extra) {
        var init = Object.assign({ bubbles: true, cancelable: true, composed: true, view: window, button: 0 }, centre(node), extra || {});
        return node.dispatchEvent(new MouseEvent(type, init));
      }
      window.layoutdbgTest = Object.freeze({
        element: element,
        /** mousedown (which focuses, as a real press does), mouseup, click; false when a listener prevented the click's default. */
        click: function (target) {
          var node = element(target);
          mouse(node, "mousedown", { buttons: 1 });
          if (typeof node.focus === "function") { node.focus(); }
          mouse(node, "mouseup");
          return mouse(node, "click");
        },
        /** Focuses the element (focus and focusin fire); true when it took the focus. */
        focus: function (target) {
          var node = element(target);
          node.focus();
          return document.activeElement === node;
        },
        /** keydown then keyup of `key` (e.g. "ArrowDown", "Enter", "Escape") on the element, or on the focused one when target is null; false when keydown's default was prevented. */
        key: function (target, key, options) {
          var node = target == null ? (document.activeElement || document.body) : element(target);
          var init = Object.assign({ key: key, bubbles: true, cancelable: true, composed: true }, options || {});
          var notPrevented = node.dispatchEvent(new KeyboardEvent("keydown", init));
          node.dispatchEvent(new KeyboardEvent("keyup", init));
          return notPrevented;
        },
        /** mouseover, mouseenter, mousemove at the element's centre. */
        hover: function (target) {
          var node = element(target);
          mouse(node, "mouseover");
          node.dispatchEvent(new MouseEvent("mouseenter", Object.assign({ bubbles: false, view: window }, centre(node))));
          return mouse(node, "mousemove");
        },
        /** The element's box in CSS pixels of the viewport (a screenshot's pixels at scale 1). */
        box: function (target) {
          var box = element(target).getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width, height: box.height };
        },
        /** Resolves after the next frame is drawn, so style and layout changes have been applied; or
            after 50 ms of the page's (virtual) time, as headless Chromium does not always draw a frame
            before it dumps the DOM, and a scenario waiting on one alone then never ends (seen in CI). */
        nextFrame: function () {
          return new Promise(function (resolve) {
            requestAnimationFrame(function () { resolve(); });
            setTimeout(function () { resolve(); }, 50);
          });
        }
      });
    })();
    """
}
