import { playRandomGames } from './engine.bench';
playRandomGames(1000, 'warm');
const r = playRandomGames(3000, 'bench');
console.log(JSON.stringify(r));
