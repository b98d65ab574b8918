/// The HTML report's style sheet: inline, system fonts only, light and dark schemes, no resource of its own.
enum HTMLReportStyle {
    /// The SHA-256 of ``css``, base64: the page's Content-Security-Policy allows this style sheet and no other.
    /// A test checks it; after changing the sheet, put the value the test prints here.
    static let sha256 = "5C2bpsatcYD6yBKO9Gpa36tW4XqAEuTLazkkOkZxhLQ="

    static let css = """
        :root { color-scheme: light dark; --bg: #f6f7f9; --panel: #fff; --text: #1c2230; --muted: #5d6677; --line: #dde1e8;
          --code: #f2f4f7; --accent: #0b5fd0; --error: #c62828; --warning: #b86e00; --info: #2f6fb3; --ok: #2e7d32;
          --unchanged: #4f9d69; --difference: #e0a526; --change: #e0633a; --none: #a33a9c; --added: #e7f6ea; --removed: #fdecec;
          --mark: #ffe58a; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #11141a; --panel: #1a1f28; --text: #e6e9ef; --muted: #a0a8b8; --line: #2e3542; --code: #232a35;
            --accent: #7eb3ff; --error: #ff7b72; --warning: #f0b44c; --info: #79b8ff; --ok: #6fcf7c; --added: #193323;
            --removed: #3a1d1f; --mark: #6b5716; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto,
          "Helvetica Neue", Arial, sans-serif; }
        main { max-width: 1180px; margin: 0 auto; padding: 24px 24px 48px; }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        code, pre, .path { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px; }
        h1 { font-size: 26px; margin: 0; letter-spacing: -0.01em; }
        h2 { font-size: 19px; margin: 0 0 12px; }
        h3 { font-size: 14px; margin: 0 0 8px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
        .top { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 24px; margin-bottom: 16px; }
        .top p { margin: 0; color: var(--muted); }
        .tool { font-weight: 600; color: var(--muted); }
        section { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 18px 20px; margin: 16px 0; }
        .verdict { border-left: 6px solid var(--muted); display: flex; gap: 18px; align-items: center; }
        .verdict h2 { margin: 0; font-size: 22px; white-space: nowrap; }
        .verdict p { margin: 0; }
        .verdict.not-ready { border-left-color: var(--error); } .verdict.not-ready h2 { color: var(--error); }
        .verdict.ready-with-review { border-left-color: var(--warning); } .verdict.ready-with-review h2 { color: var(--warning); }
        .verdict.ready, .verdict.no-legacy-use { border-left-color: var(--ok); }
        .verdict.ready h2, .verdict.no-legacy-use h2 { color: var(--ok); }
        .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; background: none; border: 0; padding: 0; }
        .card { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px; }
        .card b { display: block; font-size: 24px; font-variant-numeric: tabular-nums; }
        .card span { color: var(--muted); font-size: 13px; }
        .card.error b { color: var(--error); } .card.warning b { color: var(--warning); } .card.info b { color: var(--info); }
        .breakdown { display: grid; grid-template-columns: 1.2fr 1.3fr 1fr; gap: 24px; }
        @media (max-width: 800px) { .breakdown { grid-template-columns: 1fr; } .verdict { display: block; } }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: baseline; }
        td.zero { color: var(--muted); opacity: .6; }
        th { font-size: 13px; color: var(--muted); font-weight: 600; white-space: nowrap; }
        td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
        .counts td, .counts th { padding: 4px 6px; }
        .bar { display: block; width: 100%; height: 12px; border-radius: 6px; overflow: hidden; margin: 4px 0 12px; background: var(--code); }
        .key { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 6px; }
        .s-works-unchanged { fill: var(--unchanged); background: var(--unchanged); }
        .s-behaviour-difference { fill: var(--difference); background: var(--difference); }
        .s-needs-change { fill: var(--change); background: var(--change); }
        .s-no-equivalent { fill: var(--none); background: var(--none); }
        .yes { color: var(--ok); font-weight: 600; } .no { color: var(--muted); }
        .note { color: var(--muted); font-size: 13px; margin: 8px 0 0; }
        th button { font: inherit; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; }
        th button:hover { color: var(--text); }
        th[aria-sort=descending] button::after { content: " \\25BC"; font-size: 10px; }
        th[aria-sort=ascending] button::after { content: " \\25B2"; font-size: 10px; }
        #file-table td.path { word-break: break-all; }
        .table-scroll { max-height: 352px; overflow: auto; border: 1px solid var(--line); border-radius: 8px; }
        .table-scroll th { position: sticky; top: 0; background: var(--panel); z-index: 1; }
        .pill { display: inline-block; min-width: 1.6em; padding: 0 6px; border-radius: 9px; font-size: 12px; font-weight: 600; text-align: center; }
        .pill.error { background: var(--error); color: #fff; } .pill.warning { background: var(--warning); color: #fff; }
        .pill.info { background: var(--info); color: #fff; } .pill.added { background: var(--ok); color: #fff; }
        .toolbar { display: flex; gap: 8px; margin-bottom: 10px; }
        .toolbar button { font: inherit; font-size: 13px; padding: 3px 10px; border-radius: 6px; border: 1px solid var(--line);
          background: var(--panel); color: var(--text); cursor: pointer; }
        details.file { border: 1px solid var(--line); border-radius: 8px; margin: 6px 0; }
        details.file > summary { cursor: pointer; padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
        details.file[open] > summary { border-bottom: 1px solid var(--line); }
        details.file > summary { list-style: none; }
        details.file > summary::-webkit-details-marker { display: none; }
        details.file > summary::before { content: "\\25B8"; color: var(--muted); display: inline-block; width: 1em; }
        details.file[open] > summary::before { transform: rotate(90deg); }
        details.file > summary .path { flex: 1 1 auto; word-break: break-all; }
        ol.findings { list-style: none; margin: 0; padding: 0; }
        li.finding { padding: 10px 14px; border-top: 1px solid var(--line); border-left: 4px solid var(--info); }
        li.finding:first-child { border-top: 0; }
        li.finding.error { border-left-color: var(--error); } li.finding.warning { border-left-color: var(--warning); }
        li.finding.added { background: var(--added); }
        li.finding:target { outline: 2px solid var(--accent); outline-offset: -2px; }
        .fh { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; font-size: 13px; }
        .fh .loc { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 600; }
        .sev { font-weight: 600; text-transform: uppercase; font-size: 11px; letter-spacing: .04em; }
        .sev.error { color: var(--error); } .sev.warning { color: var(--warning); } .sev.info { color: var(--info); }
        .sup { color: var(--muted); }
        .msg { margin: 4px 0; }
        pre.src { margin: 6px 0; padding: 6px 10px; background: var(--code); border-radius: 6px; overflow-x: auto; white-space: pre; }
        pre.src .ln { color: var(--muted); user-select: none; display: inline-block; min-width: 3.5em; }
        pre.fix .del { color: var(--error); } pre.fix .ins { color: var(--ok); }
        mark { background: var(--mark); color: inherit; border-radius: 2px; }
        .doc, .repl { margin: 2px 0; font-size: 13px; }
        .repl b, .doc b { color: var(--muted); font-weight: 600; }
        .changes { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
        @media (max-width: 800px) { .changes { grid-template-columns: 1fr; } }
        .changes ul { margin: 6px 0 0; padding-left: 18px; font-size: 13px; max-height: 420px; overflow-y: auto; }
        .changes li { margin: 2px 0; }
        .changes .added-list li::marker { color: var(--ok); } .changes .removed-list li::marker { color: var(--error); }
        .changes code { overflow-wrap: anywhere; }
        .changes .gone { color: var(--muted); }
        #rules > details > summary { cursor: pointer; }
        #rules > details > summary h2 { display: inline; margin: 0; }
        .rule { padding: 10px 0; border-top: 1px solid var(--line); }
        .rule:first-of-type { margin-top: 12px; }
        .rule:target { background: var(--code); }
        .rule h4 { margin: 0 0 6px; font-size: 14px; }
        .rule h4 .note { font-weight: 400; margin-left: 6px; }
        .rule dl { margin: 0; display: grid; grid-template-columns: 120px 1fr; gap: 2px 12px; font-size: 14px; }
        .rule dt { color: var(--muted); font-size: 13px; } .rule dd { margin: 0; }
        .title { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
        #diagnostics ul { margin: 0; padding-left: 18px; }
        footer { color: var(--muted); font-size: 13px; text-align: center; margin-top: 24px; }
        """
}
