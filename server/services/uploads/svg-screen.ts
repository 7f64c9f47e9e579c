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
const ENTITIES: SvgVerdict = { ok: false, reason: "SVG files with entities are not accepted" };

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

/** href may point inside the file, or hold an embedded raster image. */
const SAFE_HREF = /^\s*(#[\w.:-]*|data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*)\s*$/i;
/** CSS that loads or runs something: @import, url() to anything but "#id", expression(), bindings. */
const UNSAFE_CSS = /@import|url\s*\(\s*(?!['"]?\s*#)|expression\s*\(|javascript:|-moz-binding|behavior\s*:/i;
const ATTRIBUTE_NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/;

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

export function screenSvg(source: string): SvgVerdict {
  const text = source.replace(/^\uFEFF/, "");
  // A DOCTYPE with an internal subset declares entities (billion laughs, external files): refused.
  if (/<!DOCTYPE[^>]*\[/i.test(text) || /<!ENTITY/i.test(text)) return ENTITIES;
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
  const rootNamespace = namespacesOf(root, new Map([["xml", XML_NS]])).get("") ?? SVG_NS;
  if (rootNamespace !== SVG_NS) return NOT_SVG;
  return walk(root, new Map([["xml", XML_NS]]));
}

const isBlank = (v: unknown) => typeof v === "string" && v.trim() === "";

function tagOf(node: XmlNode): string | null {
  const key = Object.keys(node).find((k) => k !== ":@");
  return key && !key.startsWith("#") && !key.startsWith("?") ? key : null;
}

/** The namespaces in scope inside `node`: its parent's, plus its own xmlns declarations. */
function namespacesOf(node: XmlNode, inherited: Map<string, string>): Map<string, string> {
  const attrs = node[":@"] ?? {};
  const scope = new Map(inherited);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "xmlns") scope.set("", value);
    else if (name.startsWith("xmlns:")) scope.set(name.slice(6), value);
  }
  return scope;
}

function walk(node: XmlNode, inherited: Map<string, string>): SvgVerdict {
  const tag = tagOf(node);
  if (tag === null) {
    if ("#cdata" in node || "#text" in node || "#comment" in node) return { ok: true };
    // A processing instruction inside the document.
    return EXTERNAL;
  }
  const scope = namespacesOf(node, inherited);
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
  if (local.toLowerCase() === "style" && UNSAFE_CSS.test(textOf(children))) return EXTERNAL;
  for (const child of children) {
    const verdict = walk(child, scope);
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}

function checkAttribute(name: string, value: string, scope: Map<string, string>): SvgVerdict {
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
  if (lower === "href" || lower === "src") return SAFE_HREF.test(value) ? { ok: true } : EXTERNAL;
  if (/javascript:|vbscript:|data:text\/html/i.test(value)) return SCRIPTED;
  if (UNSAFE_CSS.test(value) && (lower === "style" || /url\s*\(/i.test(value))) return EXTERNAL;
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
