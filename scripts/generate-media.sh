#!/bin/sh
# Regenerates the original videos in public/media/ (deterministic, offline; needs ffmpeg with
# libvpx-vp9, libx264 and drawtext). The outputs are committed: the app never runs ffmpeg.
set -eu
cd "$(dirname "$0")/.."
OUT=public/media
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
BODY=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
mkdir -p "$OUT"

# encode NAME FILTERGRAPH SECONDS: WebM (VP9) and MP4 (H.264) of a generated scene, and a poster frame.
encode() {
  name=$1 graph=$2 seconds=$3
  ffmpeg -loglevel error -y -f lavfi -i "$graph" -t "$seconds" -an -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -deadline good -pix_fmt yuv420p "$OUT/$name.webm"
  ffmpeg -loglevel error -y -f lavfi -i "$graph" -t "$seconds" -an -c:v libx264 -preset veryslow -crf 34 -pix_fmt yuv420p -movflags +faststart "$OUT/$name.mp4"
  ffmpeg -loglevel error -y -f lavfi -i "$graph" -frames:v 1 -q:v 6 "$OUT/$name-poster.jpg"
}

# tutorial NAME "TITLE" "STEP 1" "STEP 2" "STEP 3": a 12-second walkthrough card, one step every 4 s.
tutorial() {
  name=$1 title=$2 s1=$3 s2=$4 s3=$5
  step() { echo "drawtext=fontfile=$BODY:text='$2':fontcolor=0xf3eefb:fontsize=24:x=48:y=$3:enable='gte(t,$1)'"; }
  dot() { echo "drawbox=x=20:y=$2+4:w=14:h=14:color=0xffb347@1:t=fill:enable='gte(t,$1)'"; }
  graph="gradients=s=640x360:c0=0x24103a:c1=0x0d0b14:c2=0x3a2208:n=3:speed=0.02:r=24,\
drawtext=fontfile=$FONT:text='$title':fontcolor=0xffb347:fontsize=30:x=48:y=48,\
drawtext=fontfile=$BODY:text='Diginoor tutorial':fontcolor=0xb9b0c9:fontsize=18:x=48:y=92,\
$(dot 0 150),$(step 0 "$s1" 150),$(dot 4 200),$(step 4 "$s2" 200),$(dot 8 250),$(step 8 "$s3" 250),\
drawbox=x=0:y=352:w='iw*t/12':h=8:color=0xff8a00@1:t=fill"
  encode "$name" "$graph" 12
}

tutorial tutorial-wallets "All about NFT wallets" "A wallet holds your collectibles" "Keep the recovery phrase offline" "Connect it on the Wallet page"
tutorial tutorial-coinbase "Purchasing with Coinbase" "Buy coin with a card on Coinbase" "Send it to your own wallet address" "Pay for the collectible in Diginoor"
# The network and coin tutorials name neither: one set of videos serves every chain a deployment is configured with.
tutorial tutorial-network "Adding the network to Metamask" "Open the network list in Metamask" "Add the network Diginoor shows" "Switch to it before you buy"
tutorial tutorial-coin "Adding the coin to place a bid" "Send the network coin to your wallet" "Keep a little for network fees" "Your bids are paid from this balance"
tutorial tutorial-bid "Placing a bid" "Open a live auction" "Enter more than the last bid" "Confirm the bid in your wallet"

# The home page's top-selling background: slow drifting light over the page's colours, looping.
encode top-selling "gradients=s=640x240:c0=0x24103a:c1=0x0d0b14:c2=0x3a2208:c3=0x12213a:n=4:speed=0.03:r=24" 8

ls -l "$OUT"
