// pusher-js's browser build, imported by path in jsdom tests so MSW sees its WebSocket (STACK.md).
declare module 'pusher-js/dist/web/pusher.js' {
  import Pusher from 'pusher-js';

  export default Pusher;
}
