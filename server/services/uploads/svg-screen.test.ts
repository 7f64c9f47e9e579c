import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screenSvg } from "./svg-screen";

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const wrap = (inner: string, attrs = "") => `<svg ${SVG} ${XLINK} ${attrs} viewBox="0 0 10 10">${inner}</svg>`;

/** Known ways to run script or load something through an SVG; each must be refused. */
const VECTORS: [string, string][] = [
  ["script element", wrap("<script>alert(1)</script>")],
  ["script in CDATA", wrap("<script><![CDATA[alert(1)]]></script>")],
  ["namespaced XHTML script", wrap('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')],
  [
    "XHTML namespace under a metadata prefix",
    wrap('<dc:script xmlns:dc="http://www.w3.org/1999/xhtml">alert(1)</dc:script>'),
  ],
  ["XHTML iframe", wrap('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example"/>')],
  ["foreignObject", wrap("<foreignObject><div>hi</div></foreignObject>")],
  ["onload on the root", `<svg ${SVG} onload="alert(1)"/>`],
  ["onload in svg/onload form", `<svg ${SVG} onLoad="alert(1)"></svg>`],
  ["event handler on a shape", wrap('<rect width="1" height="1" onclick="alert(1)"/>')],
  ["namespaced event attribute", wrap('<rect x:onclick="alert(1)" xmlns:x="http://www.w3.org/1999/xhtml"/>')],
  ["xlink:href javascript", wrap('<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a>')],
  ["a element", wrap('<a href="#x"><rect width="1" height="1"/></a>')],
  ["use of an external file", wrap('<use href="https://evil.example/x.svg#a"/>')],
  ["use with xlink to another file", wrap('<use xlink:href="other.svg#a"/>')],
  ["image from the web", wrap('<image href="http://evil.example/track.png"/>')],
  ["image as SVG data", wrap('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>')],
  ["animate setting href", wrap('<a><animate attributeName="href" values="javascript:alert(1)"/></a>')],
  ["set element", wrap('<set attributeName="onmouseover" to="alert(1)"/>')],
  ["style @import", wrap("<style>@import url(https://evil.example/x.css);</style>")],
  ["style url() to the web", wrap("<style>rect{fill:url(http://evil.example/x.svg#g)}</style>")],
  ["style attribute url()", wrap('<rect style="fill:url(https://evil.example/a#b)"/>')],
  ["style expression()", wrap('<rect style="width:expression(alert(1))"/>')],
  ["CSS in CDATA @import", wrap("<style><![CDATA[@import 'https://evil.example/a.css';]]></style>")],
  ["entity declaration", `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG}>&x;</svg>`],
  ["external entity", `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG}>&x;</svg>`],
  ["xml-stylesheet instruction", `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${SVG}/>`],
  ["embed", wrap('<embed src="https://evil.example"/>')],
  ["object", wrap('<object data="https://evil.example"/>')],
  ["handler element", wrap('<handler type="application/ecmascript">alert(1)</handler>')],
  ["filter feImage from the web", wrap('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>')],
  ["data:text/html in an attribute", wrap('<rect mask="data:text/html,<script>alert(1)</script>"/>')],
  // url() written so a pattern would not see it, as a browser reads it (a red team's finds).
  ["CSS escape in a style element", wrap("<style>*{background:u\\72l(http://evil.example/track)}</style>")],
  ["CSS escape with a space", wrap("<style>*{background:\\75 rl(http://evil.example/track)}</style>")],
  ["character reference in an attribute", wrap('<rect fill="u&#114;l(http://evil.example/p#f)"/>')],
  ["hex character reference in a style attribute", wrap('<rect style="fill:u&#x72;l(http://evil.example/p#f)"/>')],
  ["character reference in a style element", wrap("<style>rect{fill:u&#114;l(http://evil.example/x)}</style>")],
  ["comment inside url()", wrap("<style>rect{fill:url(/**/http://evil.example/x)}</style>")],
  ["escaped @import", wrap("<style>@\\69mport 'https://evil.example/a.css';</style>")],
  ["javascript: by character reference", wrap('<rect mask="java&#115;cript:alert(1)"/>')],
  ["a DOCTYPE naming a file", `<!DOCTYPE svg SYSTEM "http://evil.example/x.dtd"><svg ${SVG}/>`],
  ["a DOCTYPE with another public id", `<!DOCTYPE svg PUBLIC "-//EVIL//DTD" "http://evil.example/x.dtd"><svg ${SVG}/>`],
  ["two DOCTYPEs", `<!DOCTYPE svg><!DOCTYPE svg><svg ${SVG}/>`],
];

const NOT_SVG = [
  "<html><body>hi</body></html>",
  "<svg><g></svg>",
  `<svg ${SVG}><rect></svg>`,
  `<svg xmlns="http://www.w3.org/1999/xhtml"/>`,
  `<svg ${SVG}/><svg ${SVG}/>`,
  "not xml at all",
];

const CLEAN: [string, string][] = [
  ["the site's favicon", readFileSync(join(import.meta.dir, "../../../client/public/favicon.svg"), "utf8")],
  [
    "an Inkscape file with metadata and sodipodi/inkscape attributes",
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg5"
  inkscape:version="1.2.2 (b0a8486541, 2022-12-01)" sodipodi:docname="logo.svg"
  xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#"
  xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" inkscape:zoom="0.7"/>
  <defs id="defs2"><linearGradient id="g1"><stop offset="0" style="stop-color:#ff7a00;stop-opacity:1"/></linearGradient></defs>
  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:title>Kolo</dc:title></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <path style="fill:url(#g1);stroke:#000000;stroke-width:0.26" d="M 10,10 H 100 V 100 Z" id="path1"/>
    <text xml:space="preserve" style="font-size:10px;font-family:sans-serif" x="20" y="50"><tspan x="20" y="50">KOLO &amp; co</tspan></text>
  </g>
</svg>`,
  ],
  [
    "an SVG 1.0 file with its DOCTYPE and CSS comments",
    `<?xml version="1.0" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.0//EN" "http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd">
<svg ${SVG} width="10" height="10"><style>/* brand colours */ .a{fill:#e63946} /* end */</style><rect class="a" width="10" height="10" style="fill:url(#g) /* gradient */"/></svg>`,
  ],
  [
    "an Illustrator export with a DOCTYPE, CSS classes and an embedded PNG",
    `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
  viewBox="0 0 200 200" style="enable-background:new 0 0 200 200;" xml:space="preserve">
<style type="text/css">
  .st0{fill:#1D3557;}
  .st1{fill:url(#SVGID_1_);}
</style>
<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="200" y2="200"><stop offset="0" style="stop-color:#E63946"/></linearGradient>
<circle class="st0" cx="100" cy="100" r="90"/>
<rect class="st1" x="50" y="50" width="100" height="100"/>
<use xlink:href="#SVGID_1_"/>
<image width="1" height="1" xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="/>
<filter id="blur"><feGaussianBlur stdDeviation="2"/></filter>
</svg>`,
  ],
];

/**
 * The worst input for each check that reads the text with a pattern: each took time growing with
 * the square of its length (a megabyte of "<!DOCTYPE" blocked the server past its stall watchdog).
 * 100-200 KB each: linear, milliseconds; quadratic, seconds. A synchronous pattern cannot be
 * stopped by a test's timeout, so the size keeps a regression to seconds.
 */
const WORST: [string, string][] = [
  ["DOCTYPE without an end", "<!DOCTYPE".repeat(22_000)],
  ["DOCTYPE after DOCTYPE", `${"<!DOCTYPE svg ".repeat(14_000)}>`],
  ["ENTITY after ENTITY", "<!ENTITY ".repeat(22_000)],
  ["spaces in an embedded image", wrap(`<image href="data:image/png;base64,${" ".repeat(100_000)}!"/>`)],
  ["spaces after url(", wrap(`<style>a{fill:url(${" ".repeat(100_000)}#</style>`)],
  ["spaces after url( in a style attribute", wrap(`<rect style="fill:url(${" ".repeat(100_000)}#"/>`)],
  ["unclosed comments", wrap(`<style>${"/*".repeat(100_000)}</style>`)],
  ["backslashes", wrap(`<style>${"\\".repeat(200_000)}</style>`)],
  ["character references without an end", wrap(`<rect fill="${"&#1".repeat(66_000)}"/>`)],
  ["a long attribute name", wrap(`<rect ${"a".repeat(200_000)}:="1"/>`)],
  // Not a pattern: the namespaces in scope were copied at every element (elements × declarations).
  [
    "thousands of prefixes on the root, thousands of elements",
    `<svg ${SVG} ${Array.from({ length: 14_000 }, (_, i) => `xmlns:n${i}="u"`).join(" ")}>${"<g/>".repeat(40_000)}</svg>`,
  ],
  [
    "a prefix declared again on every element",
    `<svg ${SVG} ${Array.from({ length: 8_000 }, (_, i) => `xmlns:n${i}="u"`).join(" ")}>${'<g xmlns:z="u"/>'.repeat(12_000)}</svg>`,
  ],
];

describe("SVG screen", () => {
  for (const [name, svg] of WORST) {
    test(`answers in linear time: ${name}`, () => {
      const started = performance.now();
      screenSvg(svg);
      expect(performance.now() - started).toBeLessThan(1_000);
    });
  }
  for (const [name, svg] of VECTORS) {
    test(`refuses: ${name}`, () => {
      expect(screenSvg(svg).ok).toBe(false);
    });
  }
  for (const svg of NOT_SVG) {
    test(`not an SVG document: ${JSON.stringify(svg.slice(0, 40))}`, () => {
      expect(screenSvg(svg).ok).toBe(false);
    });
  }
  for (const [name, svg] of CLEAN) {
    test(`accepts: ${name}`, () => {
      expect(screenSvg(svg)).toEqual({ ok: true });
    });
  }
});
