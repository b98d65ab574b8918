/// The buyer pages' one stylesheet and one script, inlined into every page and allowed by their hashes in the
/// Content-Security-Policy (nothing else may run or style the page). Phone first, two columns on wide screens.
enum PageStyle {
    /// The stylesheet.
    static let css = """
        *{box-sizing:border-box}
        body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:#f2f4f7;color:#1c1e21}
        header{background:#003087;color:#fff;padding:12px 16px;display:flex;justify-content:space-between;align-items:baseline;gap:8px}
        header b{font-size:1.15rem;letter-spacing:.01em}header b i{color:#6fc3ff;font-style:normal}
        header small{color:#c9d8f0}
        main{max-width:480px;margin:0 auto;padding:12px}
        main.narrow{max-width:480px;display:block}
        section{background:#fff;border-radius:12px;padding:16px;margin:0 0 12px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
        h1{font-size:1.15rem;margin:0 0 4px}h2{font-size:1rem;margin:0 0 8px;color:#3c4550}
        .amount{font-size:2rem;font-weight:700;margin:0}
        .muted{color:#5c6670;font-size:.9rem;margin:4px 0}
        .text{overflow-wrap:anywhere;min-width:0}
        .row{display:flex;justify-content:space-between;gap:12px;padding:6px 0}
        .row>:last-child{white-space:nowrap;text-align:right}
        .item{border-bottom:1px solid #e6e9ed}
        .total{font-weight:700;border-top:2px solid #1c1e21;margin-top:4px}
        .unit+.unit{margin-top:12px;padding-top:8px;border-top:1px dashed #c5ccd3}
        fieldset{border:0;padding:0;margin:0 0 12px;min-width:0}
        legend{font-weight:600;padding:0;margin-bottom:6px}
        label.choice{display:flex;gap:10px;align-items:flex-start;padding:8px 10px;border:1px solid #c5ccd3;border-radius:8px;margin-bottom:6px;cursor:pointer}
        label.choice input{margin-top:4px}
        .buyers{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0 16px}
        .buyers a{padding:4px 10px;border:1px solid #c5ccd3;border-radius:14px;color:#0059b3;text-decoration:none;font-size:.9rem}
        .buyers a[aria-current]{background:#0059b3;border-color:#0059b3;color:#fff}
        address{font-style:normal}
        button{display:block;width:100%;padding:13px;font:inherit;font-weight:700;border-radius:24px;cursor:pointer;margin-top:10px}
        .primary{background:#0070e0;border:2px solid #0070e0;color:#fff}
        .secondary{background:#fff;border:2px solid #0070e0;color:#0059b3}
        .danger{background:#fff;border:2px solid #b3261e;color:#b3261e}
        .note{background:#fff8e1;border-left:4px solid #f0b400;padding:8px 12px;border-radius:4px}
        footer{font-size:.8rem;color:#5c6670;text-align:center;padding:4px 16px 24px}
        @media (min-width:800px){main{max-width:960px;display:grid;grid-template-columns:1fr 1fr;gap:0 16px;align-items:start}main>.wide{grid-column:1/-1}}
        """

    /// The script: once a form is submitted its buttons are disabled (a second click sends nothing), and enabled
    /// again when the page is shown from the back-forward cache. The pages work the same without it.
    static let script = """
        document.addEventListener('submit',function(e){var f=e.target;setTimeout(function(){f.querySelectorAll('button').forEach(function(b){b.disabled=true})},0)});
        window.addEventListener('pageshow',function(){document.querySelectorAll('button').forEach(function(b){b.disabled=false})});
        """
}
