// The part of the WebAssembly JS API the solver uses. tsconfig.node.json has no DOM lib
// and @types/node does not declare these, so they are declared here (Node 20 has them).
declare global {
  namespace WebAssembly {
    interface MemoryDescriptor {
      initial: number;
      maximum?: number;
      shared?: boolean;
    }
    class Memory {
      constructor(descriptor: MemoryDescriptor);
      readonly buffer: ArrayBuffer;
      grow(deltaPages: number): number;
    }
    class Module {
      constructor(bytes: ArrayBufferView | ArrayBuffer);
    }
    class Instance {
      constructor(module: Module, imports?: Record<string, Record<string, unknown>>);
      readonly exports: Record<string, unknown>;
    }
    function validate(bytes: ArrayBufferView | ArrayBuffer): boolean;
  }
}

export {};
