import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file,'utf8'); const map = JSON.parse(readFileSync(file+'.map','utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n'); const sizes = {};
// approximate: attribute each generated segment's chars to source
const mappings=[]; c.eachMapping(m=>mappings.push(m));
mappings.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
for(let i=0;i<mappings.length;i++){const m=mappings[i], n=mappings[i+1]; let len; if(n&&n.generatedLine===m.generatedLine) len=n.generatedColumn-m.generatedColumn; else len=lines[m.generatedLine-1].length-m.generatedColumn; const s=(m.source||'?').replace(/.*node_modules\//,'nm/'); const key=s.split('/').slice(0, s.startsWith('nm/')? (s.split('/')[1].startsWith('@')?3:2):10).join('/'); sizes[key]=(sizes[key]||0)+len;}
const tot=code.length; for(const [k,v] of Object.entries(sizes).sort((a,b)=>b[1]-a[1]).slice(0,25)) console.log((v/1024).toFixed(1).padStart(7), k);
console.log('raw KiB', (tot/1024).toFixed(1));
