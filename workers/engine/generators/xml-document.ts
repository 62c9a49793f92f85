import { XMLBuilder } from "fast-xml-parser";

/**
 * Generated XML (pom.xml, phpunit.xml) is serialised from objects with fast-xml-parser's builder, so
 * text is escaped and elements are closed by construction. Keys starting with `@` are attributes; a list
 * repeats its element; an empty string is an empty element (`<relativePath/>`); `undefined` is left out.
 */
export type XmlValue = string | number | undefined | XmlElement | XmlElement[];
export interface XmlElement {
  [name: string]: XmlValue;
}

const builder = new XMLBuilder({
  format: true,
  indentBy: "  ",
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});

/** The XML text of one root element, with the XML declaration first. */
export function xmlText(root: string, element: XmlElement): string {
  const declaration = { "@version": "1.0", "@encoding": "UTF-8" };
  const text = String(builder.build({ "?xml": declaration, [root]: element }));
  return text.endsWith("\n") ? text : `${text}\n`;
}
