import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * SVG is XML that browsers execute. An uploaded SVG is parsed with a real XML parser
 * (fast-xml-parser: maintained, MIT, no native code) and accepted only when every element is on an
 * allow-list of static SVG graphics (or in a metadata namespace that editors write and browsers
 * ignore), no attribute is an event handler or in an unknown namespace, and no reference leaves
 * the file (href only to "#id" or an embedded raster image; CSS without @import or url() to
 * anything but "#id"). Namespaces are resolved by their URI, not their prefix, so
 * `xmlns:dc="http://www.w3.org/1999/xhtml"` cannot smuggle `<dc:script>` in. SVG files are also only
 * ever served as downloads.
 */
export type SvgVerdict = { ok: true } | { ok: false; reason: string };

const NOT_SVG: SvgVerdict = { ok: false, reason: "The file's content does not match its type" };
const SCRIPTED: SvgVerdict = { ok: false, reason: "SVG files with scripts are not accepted" };
const EXTERNAL: SvgVerdict = { ok: false, reason: "SVG files with external links are not accepted" };
const ENTITIES: SvgVerdict = { ok: false, reason: "SVG files with entities or a document type are not accepted" };

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

/** Namespaces of editors' metadata (Inkscape, Sodipodi, Illustrator, RDF / Dublin Core / CC): inert. */
const METADATA_NS = new Set([
  "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  "http://purl.org/dc/elements/1.1/",
  "http://purl.org/dc/terms/",
  "http://creativecommons.org/ns#",
  "http://web.resource.org/cc/",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://www.inkscape.org/namespaces/inkscape",
  "http://ns.adobe.com/AdobeIllustrator/10.0/",
  "http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/",
  "http://ns.adobe.com/Extensibility/1.0/",
  "http://ns.adobe.com/Flows/1.0/",
  "http://ns.adobe.com/Graphs/1.0/",
  "http://ns.adobe.com/ImageReplacement/1.0/",
  "http://ns.adobe.com/SaveForWeb/1.0/",
  "http://ns.adobe.com/Variables/1.0/",
  "http://ns.adobe.com/xap/1.0/",
  "http://ns.adobe.com/xap/1.0/mm/",
  "http://ns.adobe.com/xap/1.0/sType/ResourceRef#",
  "http://www.bohemiancoding.com/sketch/ns",
]);

/** Static SVG graphics: shapes, text, paint servers, clipping, masking, filters. No script, animation, foreign content or links. */
const SVG_ELEMENTS = new Set(
  [
    "svg",
    "g",
    "defs",
    "symbol",
    "use",
    "title",
    "desc",
    "metadata",
    "switch",
    "view",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "textPath",
    "linearGradient",
    "radialGradient",
    "stop",
    "pattern",
    "clipPath",
    "mask",
    "marker",
    "image",
    "style",
    "filter",
    "feBlend",
    "feColorMatrix",
    "feComponentTransfer",
    "feComposite",
    "feConvolveMatrix",
    "feDiffuseLighting",
    "feDisplacementMap",
    "feDistantLight",
    "feDropShadow",
    "feFlood",
    "feFuncA",
    "feFuncB",
    "feFuncG",
    "feFuncR",
    "feGaussianBlur",
    "feMerge",
    "feMergeNode",
    "feMorphology",
    "feOffset",
    "fePointLight",
    "feSpecularLighting",
    "feSpotLight",
    "feTile",
    "feTurbulence",
  ].map((n) => n.toLowerCase()),
);

/*
 * Every pattern below runs in time linear in its input: an upload is up to 10 MB of text an
 * anonymous visitor chose. No two quantifiers may take the same characters one after the other
 * ("\s*" after a class holding \s took seconds for 60 KB of spaces, and a DOCTYPE check minutes
 * for a megabyte of "<!DOCTYPE"); svg-screen.test.ts times each against its worst input.
 */
/** href may point inside the file, or hold an embedded raster image (tested on the trimmed value). */
const SAFE_HREF = /^(#[\w.:-]*|data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*)$/i;
/**
 * CSS that loads or runs something: @import, url() to anything but "#id", expression(), bindings.
 * `(?=(\s*))\1` takes the spaces once and never gives them back (an atomic group).
 */
const UNSAFE_CSS = /@import|url\s*\((?=(\s*))\1(?!['"]?\s*#)|expression\s*\(|javascript:|-moz-binding|behavior\s*:/i;
const ATTRIBUTE_NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/;
/** The document types SVG editors write: the W3C's own DTDs, which no browser loads. */
const KNOWN_DOCTYPE =
  /^<!DOCTYPE svg PUBLIC "-\/\/W3C\/\/DTD SVG (1\.0|1\.1|1\.1 Basic|1\.1 Tiny)\/\/EN"\s+"http:\/\/www\.w3\.org\/(TR\/2001\/REC-SVG-20010904\/DTD\/svg10\.dtd|Graphics\/SVG\/1\.1\/DTD\/svg11(-basic|-tiny)?\.dtd)"\s*>$/;

/**
 * What a browser reads in CSS: XML character references and CSS escapes decoded, comments dropped.
 * `u\72l(` and `u&#114;l(` are both "url(".
 */
function cssAsRead(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});?|&#([0-9]{1,7});?/gi, (_, hex: string | undefined, dec: string | undefined) =>
      codePoint(hex ? Number.parseInt(hex, 16) : Number(dec)),
    )
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\(.)/gi, (_, hex: string | undefined, char: string | undefined) =>
      hex ? codePoint(Number.parseInt(hex, 16)) : (char ?? ""),
    )
    .split("/*")
    .map((part, i) => {
      // Inside a comment up to its end; an unclosed comment runs to the end of the text.
      const end = part.indexOf("*/");
      return i === 0 ? part : end === -1 ? "" : part.slice(end + 2);
    })
    .join("");
}
const codePoint = (n: number) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "\uFFFD");

/**
 * The document's DOCTYPE is refused unless it is one of the W3C's (KNOWN_DOCTYPE): an internal
 * subset declares entities (billion laughs, files), and a SYSTEM identifier names a file to load.
 * Read by indexOf, never a backtracking pattern over the whole text.
 */
function doctypeRefused(text: string): boolean {
  const lower = text.toLowerCase();
  if (lower.includes("<!entity")) return true;
  const at = lower.indexOf("<!doctype");
  if (at === -1) return false;
  if (lower.indexOf("<!doctype", at + 1) !== -1) return true;
  const end = text.indexOf(">", at);
  return end === -1 || !KNOWN_DOCTYPE.test(text.slice(at, end + 1));
}

type XmlNode = Record<string, unknown> & { ":@"?: Record<string, string> };

const parser = new XMLParser({
  ignoreAttributes: false,
  preserveOrder: true,
  attributeNamePrefix: "",
  allowBooleanAttributes: true,
  processEntities: false,
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  ignoreDeclaration: false,
  ignorePiTags: false,
  commentPropName: "#comment",
  cdataPropName: "#cdata",
});

/** An SVG file's bytes: UTF-8 text without NUL, then screenSvg. */
export function screenSvgBytes(bytes: Uint8Array): SvgVerdict {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return NOT_SVG;
  }
  return text.includes("\u0000") ? NOT_SVG : screenSvg(text);
}

export function screenSvg(source: string): SvgVerdict {
  const text = source.replace(/^\uFEFF/, "");
  if (doctypeRefused(text)) return ENTITIES;
  if (XMLValidator.validate(text) !== true) return NOT_SVG;
  let nodes: XmlNode[];
  try {
    nodes = parser.parse(text) as XmlNode[];
  } catch {
    return NOT_SVG;
  }
  const roots = nodes.filter((n) => !("?xml" in n) && !("#comment" in n) && !("#text" in n && isBlank(n["#text"])));
  const root = roots[0];
  if (roots.length !== 1 || !root || tagOf(root) === null || tagOf(root)!.split(":").pop() !== "svg") return NOT_SVG;
  // Processing instructions other than the XML declaration (<?xml-stylesheet href=...?>) load things.
  if (nodes.some((n) => Object.keys(n).some((k) => k.startsWith("?") && k !== "?xml"))) return EXTERNAL;
  const scope = new Scope();
  const declared = scope.enter(root);
  const rootNamespace = scope.get("") ?? SVG_NS;
  scope.leave(declared);
  if (rootNamespace !== SVG_NS) return NOT_SVG;
  return walk(root, scope);
}

const isBlank = (v: unknown) => typeof v === "string" && v.trim() === "";

function tagOf(node: XmlNode): string | null {
  const key = Object.keys(node).find((k) => k !== ":@");
  return key && !key.startsWith("#") && !key.startsWith("?") ? key : null;
}

/**
 * The namespaces in scope during the walk: a stack of values per prefix, pushed as an element
 * declares them and popped as it ends. A copy of the parent's table at every element cost elements
 * × declarations: a valid file declaring thousands of prefixes on its root took 3.7 s for 320 KB.
 */
class Scope {
  private readonly stacks = new Map<string, string[]>([["xml", [XML_NS]]]);

  get(prefix: string): string | undefined {
    const stack = this.stacks.get(prefix);
    return stack?.[stack.length - 1];
  }

  /** Declares `node`'s xmlns attributes; answers the prefixes to give back to leave(). */
  enter(node: XmlNode): string[] {
    const declared: string[] = [];
    for (const [name, value] of Object.entries(node[":@"] ?? {})) {
      const prefix = name === "xmlns" ? "" : name.startsWith("xmlns:") ? name.slice(6) : null;
      if (prefix === null) continue;
      const stack = this.stacks.get(prefix);
      if (stack) stack.push(String(value));
      else this.stacks.set(prefix, [String(value)]);
      declared.push(prefix);
    }
    return declared;
  }

  leave(declared: string[]): void {
    for (const prefix of declared) this.stacks.get(prefix)?.pop();
  }
}

function walk(node: XmlNode, scope: Scope): SvgVerdict {
  const tag = tagOf(node);
  if (tag === null) {
    if ("#cdata" in node || "#text" in node || "#comment" in node) return { ok: true };
    // A processing instruction inside the document.
    return EXTERNAL;
  }
  const declared = scope.enter(node);
  try {
    return walkElement(node, tag, scope);
  } finally {
    scope.leave(declared);
  }
}

function walkElement(node: XmlNode, tag: string, scope: Scope): SvgVerdict {
  const [prefix, local] = tag.includes(":") ? (tag.split(":", 2) as [string, string]) : ["", tag];
  const namespace = scope.get(prefix) ?? (prefix === "" ? SVG_NS : undefined);
  if (namespace === SVG_NS) {
    if (!SVG_ELEMENTS.has(local.toLowerCase())) return SCRIPTED;
  } else if (!namespace || !METADATA_NS.has(namespace)) {
    return SCRIPTED;
  }

  for (const [name, value] of Object.entries(node[":@"] ?? {})) {
    const verdict = checkAttribute(name, String(value), scope);
    if (!verdict.ok) return verdict;
  }
  const children = (node[tag] as XmlNode[] | undefined) ?? [];
  if (local.toLowerCase() === "style" && UNSAFE_CSS.test(cssAsRead(textOf(children)))) return EXTERNAL;
  for (const child of children) {
    const verdict = walk(child, scope);
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}

function checkAttribute(name: string, value: string, scope: Scope): SvgVerdict {
  if (!ATTRIBUTE_NAME.test(name)) return SCRIPTED;
  if (name === "xmlns" || name.startsWith("xmlns:")) {
    // Declaring the XHTML, MathML or an unknown namespace is fine only if nothing uses it: elements
    // and attributes are checked by the namespace they resolve to.
    return { ok: true };
  }
  const [prefix, local] = name.includes(":") ? (name.split(":", 2) as [string, string]) : ["", name];
  if (prefix) {
    // xlink:href without its xmlns declaration is common in hand-written files: read as XLink.
    const namespace = scope.get(prefix) ?? (prefix === "xlink" ? XLINK_NS : undefined);
    if (namespace !== XLINK_NS && namespace !== XML_NS && !(namespace && METADATA_NS.has(namespace))) return SCRIPTED;
  }
  const lower = local.toLowerCase();
  if (lower.startsWith("on")) return SCRIPTED;
  if (lower === "href" || lower === "src") return SAFE_HREF.test(value.trim()) ? { ok: true } : EXTERNAL;
  // Attribute values reach the browser with their character references decoded.
  const read = cssAsRead(value);
  if (/javascript:|vbscript:|data:text\/html/i.test(read)) return SCRIPTED;
  if (UNSAFE_CSS.test(read) && (lower === "style" || /url\s*\(/i.test(read))) return EXTERNAL;
  return { ok: true };
}

function textOf(nodes: XmlNode[]): string {
  return nodes
    .map((n) => {
      if (typeof n["#text"] === "string") return n["#text"];
      if (Array.isArray(n["#cdata"])) return textOf(n["#cdata"] as XmlNode[]);
      return "";
    })
    .join("");
}
