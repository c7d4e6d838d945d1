/**
 * Markdown that tries every way we know to run script or load something it should not, rendered
 * by the browser (markdown-safety.spec.ts) and by the server (backend/test/web-first-paint.e2e-spec.ts).
 */
export const CORPUS = `
Intro paragraph.

<script>window.__pwned = 'script'</script>

<img src="x" onerror="window.__pwned = 'onerror'">

<a href="javascript:window.__pwned='raw-link'">raw link</a>

<iframe src="javascript:window.__pwned='iframe'"></iframe>

<svg onload="window.__pwned='svg'"></svg>

<details open ontoggle="window.__pwned='details'"><summary>s</summary></details>

<div style="background:url(javascript:alert(1))">styled</div>

<style>body { display: none }</style>

<form action="https://evil.example/"><input name="q"></form>

"><img src=x onerror=window.__pwned='attribute-break'>

[script link](javascript:window.__pwned='md-link')

[upper case](JAVASCRIPT:window.__pwned='upper')

[entity](&#106;avascript:window.__pwned='entity')

[tab](java&#9;script:window.__pwned='tab')

[data link](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0nZGF0YSc8L3NjcmlwdD4=)

[vbscript](vbscript:msgbox(1))

[file](file:///etc/passwd)

<javascript:window.__pwned='autolink'>

![image](javascript:window.__pwned='image')

![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)

[reference][evil]

[evil]: javascript:window.__pwned='reference'

\`<script>window.__pwned = 'code'</script>\` stays text.

[web](https://example.com/) [mail](mailto:team@example.com) [chat](xmpp:team@example.com) [irc](irc://irc.example.net/channel) [ircs](ircs://irc.example.net/channel)

## A heading <img src=x onerror="window.__pwned='heading'">
`;
