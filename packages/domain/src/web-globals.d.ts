/**
 * The WHATWG URL API exists in every runtime this package runs in (browsers and Node), but belongs to
 * neither the ES library nor a runtime-neutral type package. The domain stays free of DOM and Node types,
 * so the few members it uses are declared here.
 */
declare class URL {
  constructor(input: string, base?: string | URL);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly username: string;
  readonly password: string;
  href: string;
  toString(): string;
}

declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  has(name: string): boolean;
}
