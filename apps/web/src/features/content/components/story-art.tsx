/** A drawn open journal with a habit grid — decoration for the story section. */
export function StoryArt() {
  const ticks = [1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1];
  return (
    <svg viewBox="0 0 360 280" aria-hidden="true" className="h-auto w-full">
      <ellipse cx="180" cy="250" rx="150" ry="14" fill="#263629" opacity="0.08" />
      <path
        d="M30 40 Q105 26 180 44 L180 244 Q105 226 30 240 Z"
        fill="#fbf8f3"
        stroke="#eadfcb"
        strokeWidth="2"
      />
      <path
        d="M180 44 Q255 26 330 40 L330 240 Q255 226 180 244 Z"
        fill="#ffffff"
        stroke="#eadfcb"
        strokeWidth="2"
      />
      <path d="M180 44 V244" stroke="#c3d6c7" strokeWidth="2" />
      <g stroke="#e1ebe3" strokeWidth="2">
        {[80, 110, 140, 170, 200].map((y) => (
          <path key={y} d={`M52 ${y} H160`} />
        ))}
      </g>
      <path d="M52 64 H128" stroke="#3f5a4a" strokeWidth="4" strokeLinecap="round" />
      <g>
        {ticks.map((done, i) => {
          const x = 204 + (i % 7) * 16;
          const y = 84 + Math.floor(i / 7) * 22;
          return (
            <rect
              key={i}
              x={x}
              y={y}
              width="11"
              height="11"
              rx="3"
              fill={done ? '#5b7d66' : 'none'}
              stroke="#5b7d66"
              strokeWidth="1.5"
            />
          );
        })}
      </g>
      <circle
        cx="262"
        cy="186"
        r="26"
        fill="none"
        stroke="#c0714f"
        strokeWidth="3"
        strokeDasharray="120 200"
        strokeLinecap="round"
      />
      <path d="M300 160 L338 104" stroke="#3f5a4a" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}
