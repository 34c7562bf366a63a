/** The floor's other page, loaded when it is opened, as the console's pages are. */
export default function Home() {
  return <p>Home</p>;
}
