// Generates gen/schema.d.ts from an OpenAPI document (a URL or a file) with
// openapi-typescript, typing binary strings (file uploads) as Blob.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";

const source = process.argv[2] ?? "../../api/openapi.json";
const url = /^https?:/.test(source) ? new URL(source) : pathToFileURL(path.resolve(source));
const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));
const ast = await openapiTS(url, {
  transform(schema) {
    if (schema.format === "binary") return blob;
  },
});
fs.mkdirSync("gen", { recursive: true });
fs.writeFileSync("gen/schema.d.ts", astToString(ast));
console.log(`gen/schema.d.ts from ${url}`);
