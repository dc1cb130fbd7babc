// The application shell. Feature folders (explorer, decision, usage, keys, trees,
// export) mount here as they land.
export function App() {
  return (
    <main>
      <h1>DSS Desk</h1>
    </main>
  );
}
