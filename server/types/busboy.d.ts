/**
 * The part of busboy's public interface (1.x, the parser multer uses) that
 * server/security/form-parts.ts uses; the package ships no types of its own.
 */
declare module "busboy" {
  import type { IncomingHttpHeaders } from "node:http";
  import type { Readable, Writable } from "node:stream";

  namespace busboy {
    interface Limits {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
      headerPairs?: number;
    }
    interface Config {
      headers: IncomingHttpHeaders;
      limits?: Limits;
    }
    interface FieldInfo {
      nameTruncated: boolean;
      valueTruncated: boolean;
      encoding: string;
      mimeType: string;
    }
    interface FileInfo {
      filename: string | undefined;
      encoding: string;
      mimeType: string;
    }
    interface Busboy extends Writable {
      on(event: "field", listener: (name: string, value: string, info: FieldInfo) => void): this;
      on(event: "file", listener: (name: string, stream: Readable & { truncated: boolean }, info: FileInfo) => void): this;
      on(event: "partsLimit" | "filesLimit" | "fieldsLimit" | "close", listener: () => void): this;
      on(event: "error", listener: (error: Error) => void): this;
    }
  }
  function busboy(config: busboy.Config): busboy.Busboy;
  export = busboy;
}
