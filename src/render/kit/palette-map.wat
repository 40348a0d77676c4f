;; The palette mapping loop of kit/palette-map.ts in WebAssembly with SIMD: the same plane and stats as the
;; JavaScript loop (`mapWords`), about twice as fast on late boards (the copies in and out included), as it
;; checks 8 pixels of a run at once.
;;
;; Built by `npm run build:wasm` (src/tools/build-wasm.ts, wabt) into palette-map-wasm.ts;
;; test/render/palette-map.test.ts checks that file is this source built.
;;
;; Memory (the caller's): the lookup table at address 0 (one 32-bit entry a key, 2^18 keys: palette index in
;; bits 0-7, distance in bits 8-15, 0 for a key not looked up yet), then wherever the caller puts them, the
;; pixels (RGBA, 4 bytes a pixel, little-endian words) and the plane (rows of 1 + width bytes).
(module
  ;; Finds a key's palette colour: returns its entry (never 0), which the loop also writes into the table.
  (import "palette" "learn" (func $learn (param i32) (result i32)))
  (import "palette" "memory" (memory 1))
  ;; The pixels' distances summed, and how many were far: added to by each call (the caller sets and reads).
  (global $sum (export "sum") (mut f64) (f64.const 0))
  (global $far (export "far") (mut i32) (i32.const 0))

  ;; Map `rows` rows of `width` pixels at $words into the plane at $plane, each row led by filter byte 0, a run
  ;; of equal pixels at a time. A run's first pixel is looked up (its key: the top 6 bits of each channel);
  ;; the run goes on 8 pixels at a time while all 8 equal it, then one at a time. A pixel whose distance is
  ;; over $farFrom counts as far. Stops after the first row where far passes $maxFar; returns the rows mapped.
  (func (export "mapRows")
    (param $words i32) (param $plane i32) (param $width i32) (param $rows i32) (param $maxFar i32)
    (param $farFrom i32) (result i32)
    (local $row i32) (local $p i32) (local $end i32) (local $o i32) (local $word i32) (local $key i32)
    (local $entry i32) (local $index i32) (local $start i32) (local $run i32) (local $distance i32)
    (local $eight i64) (local $splat v128) (local $sum f64) (local $far i32)
    (local.set $sum (global.get $sum))
    (local.set $far (global.get $far))
    (local.set $p (local.get $words))
    (local.set $o (local.get $plane))
    (block $done
      (loop $rowLoop
        (br_if $done (i32.ge_u (local.get $row) (local.get $rows)))
        ;; filter: none
        (i32.store8 (local.get $o) (i32.const 0))
        (local.set $o (i32.add (local.get $o) (i32.const 1)))
        (local.set $end (i32.add (local.get $p) (i32.shl (local.get $width) (i32.const 2))))
        (block $rowDone
          (loop $runLoop
            (br_if $rowDone (i32.ge_u (local.get $p) (local.get $end)))
            (local.set $word (i32.load (local.get $p)))
            (local.set $key (i32.or
              (i32.or
                (i32.and (i32.shr_u (local.get $word) (i32.const 2)) (i32.const 0x3f))
                (i32.and (i32.shr_u (local.get $word) (i32.const 4)) (i32.const 0xfc0)))
              (i32.and (i32.shr_u (local.get $word) (i32.const 6)) (i32.const 0x3f000))))
            (local.set $entry (i32.load (i32.shl (local.get $key) (i32.const 2))))
            (if (i32.eqz (local.get $entry))
              (then
                (local.set $entry (call $learn (local.get $key)))
                (i32.store (i32.shl (local.get $key) (i32.const 2)) (local.get $entry))))
            (local.set $index (i32.and (local.get $entry) (i32.const 0xff)))
            (local.set $start (local.get $p))
            (i32.store8 (local.get $o) (local.get $index))
            (local.set $o (i32.add (local.get $o) (i32.const 1)))
            (local.set $p (i32.add (local.get $p) (i32.const 4)))
            (local.set $splat (i32x4.splat (local.get $word)))
            (local.set $eight
              (i64.mul (i64.extend_i32_u (local.get $index)) (i64.const 0x0101010101010101)))
            ;; 8 pixels at a time while all 8 are the run's
            (block $notEight
              (loop $eightLoop
                (br_if $notEight (i32.gt_u (i32.add (local.get $p) (i32.const 32)) (local.get $end)))
                (br_if $notEight (i32.eqz (i32x4.all_true (v128.and
                  (i32x4.eq (v128.load (local.get $p)) (local.get $splat))
                  (i32x4.eq (v128.load offset=16 (local.get $p)) (local.get $splat))))))
                (i64.store (local.get $o) (local.get $eight))
                (local.set $o (i32.add (local.get $o) (i32.const 8)))
                (local.set $p (i32.add (local.get $p) (i32.const 32)))
                (br $eightLoop)))
            ;; then one at a time to the run's end
            (block $notOne
              (loop $oneLoop
                (br_if $notOne (i32.ge_u (local.get $p) (local.get $end)))
                (br_if $notOne (i32.ne (i32.load (local.get $p)) (local.get $word)))
                (i32.store8 (local.get $o) (local.get $index))
                (local.set $o (i32.add (local.get $o) (i32.const 1)))
                (local.set $p (i32.add (local.get $p) (i32.const 4)))
                (br $oneLoop)))
            ;; the run's stats, once
            (local.set $run (i32.shr_u (i32.sub (local.get $p) (local.get $start)) (i32.const 2)))
            (local.set $distance (i32.and (i32.shr_u (local.get $entry) (i32.const 8)) (i32.const 0xff)))
            (local.set $sum (f64.add (local.get $sum)
              (f64.convert_i32_u (i32.mul (local.get $run) (local.get $distance)))))
            (if (i32.gt_u (local.get $distance) (local.get $farFrom))
              (then (local.set $far (i32.add (local.get $far) (local.get $run)))))
            (br $runLoop)))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br_if $done (i32.gt_u (local.get $far) (local.get $maxFar)))
        (br $rowLoop)))
    (global.set $sum (local.get $sum))
    (global.set $far (local.get $far))
    (local.get $row))
)
